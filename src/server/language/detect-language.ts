import { detectAll } from 'tinyld';
import vocabulary from './english-vocabulary.json' with { type: 'json' };

/** A language's ISO 639-1 code ("en", "nl", "ja"). */
export type Language = string;

/**
 * The languages written in Latin letters that a text in Latin letters is read among. Naming them keeps
 * slangy English ("exam tmrw cant sleep") from being read as one of the others tinyld knows (Latin, Esperanto,
 * Tagalog…), and reads Dutch, Polish, Czech or Indonesian as themselves rather than as English.
 */
const LATIN_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'nl',
  'pl',
  'sv',
  'da',
  'no',
  'fi',
  'cs',
  'sk',
  'ro',
  'hu',
  'tr',
  'id',
];

// Below this confidence a text is taken as English: the product's language, and the one most people write
// in. A text that reached the detector has few English words, and tinyld's scores for a clear sentence in
// another language can be as low as 0.08 ("não aguento mais, quero morrer").
const MIN_CONFIDENCE = 0.05;

// English's commonest little words: a text where they are one word in six or more is English, however its
// letters look to the detector (names fool it: "Jürgen" and "Annika" read as German).
const LITTLE_WORDS = new Set(
  'im ive my the an and to of is it for that this was but with at be have just you we our are not dont cant its'.split(
    ' ',
  ),
);
const LITTLE_SHARE = 1 / 6;

// A terse text without those ("physio tmrw", "exm in 2 hrs helpp") is English when half its words are words
// the writer's English content uses, or shorthand people type (english-vocabulary.json, written from the
// content by scripts/write-english-vocabulary.ts).
const ENGLISH_SHARE = 0.5;
const ENGLISH_WORDS: ReadonlySet<string> = new Set(vocabulary);

const LATIN_LETTER = /\p{Script=Latin}/u;
const LETTER = /\p{L}/gu;

/** The language a person wrote in (ISO 639-1), English when unsure. */
export function detectLanguage(text: string): Language {
  const letters = text.match(LETTER) ?? [];
  if (letters.length === 0) return 'en';
  // Text mostly in another script can't be slangy English: it is read among every language tinyld knows.
  const latin = letters.filter((letter) => LATIN_LETTER.test(letter)).length;
  if (latin * 2 < letters.length) return detectAll(text)[0]?.lang ?? 'en';
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    // Numbers say nothing of the language; words with digits in them may ("2moro").
    .filter((word) => /\p{L}/u.test(word));
  const share = (list: ReadonlySet<string>) => words.filter((word) => list.has(word)).length / words.length;
  if (share(LITTLE_WORDS) >= LITTLE_SHARE || share(ENGLISH_WORDS) >= ENGLISH_SHARE) return 'en';
  const [best] = detectAll(text, { only: LATIN_LANGUAGES });
  if (!best || best.accuracy < MIN_CONFIDENCE) return 'en';
  return best.lang;
}
