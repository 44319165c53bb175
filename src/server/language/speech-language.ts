import { detectLanguage } from './detect-language';

const OPENING_CHARS = 1000;

/**
 * The language a speech is written in (an ISO 639-1 code), read from its opening as a person's words are
 * read: what its voice speaks and how its sentences are split.
 */
export function speechLanguage(speech: string): string {
  // Its opening says the language as surely as the whole, at a fraction of the cost (History lists 20).
  return detectLanguage(speech.slice(0, OPENING_CHARS));
}
