import { detectAll } from 'tinyld/light';
import { detectLanguage } from './detect-language';

const LATIN_LETTER = /\p{Script=Latin}/u;
const LETTER = /\p{L}/gu;
const OPENING_CHARS = 1000;

/**
 * The language a speech is written in (an ISO 639-1 code), read from its text: what its voice speaks and
 * how its sentences are split. Text mostly in Latin letters is read as detectLanguage reads a person's
 * words (the six languages the writers write, English when unsure); text in another script can't be
 * slangy English, so it is read among all the languages tinyld knows (Japanese, Russian, Arabic…).
 */
export function speechLanguage(speech: string): string {
  // Its opening says the language as surely as the whole, at a fraction of the cost (History lists 20).
  const text = speech.slice(0, OPENING_CHARS);
  const letters = text.match(LETTER) ?? [];
  const latin = letters.filter((letter) => LATIN_LETTER.test(letter)).length;
  if (letters.length === 0 || latin * 2 >= letters.length) return detectLanguage(text);
  return detectAll(text)[0]?.lang ?? 'en';
}
