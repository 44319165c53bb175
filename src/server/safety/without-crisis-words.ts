import { crisisPatternsIn } from './detect-crisis';
import { normaliseForSafety } from './normalise';
import { RISKY_WORDS } from './patterns/risky-words';

// A sentence ends at . ! ? (and a closing quote) followed by space, or at a line break.
const SENTENCES = /[^.!?\n]+(?:[.!?]+["”’)]?|\n+|$)\s*/g;

const says = (sentence: string) =>
  crisisPatternsIn(sentence).length > 0 ||
  RISKY_WORDS.some((pattern) => pattern.test(normaliseForSafety(sentence)));

/**
 * A speech with every sentence that says crisis words (a crisis phrasing, or a risky word such as
 * "suicide"), disguised or not, taken out: a speech never echoes them, whatever the screen decided.
 */
export function withoutCrisisWords(speech: string): string {
  if (!says(speech)) return speech;
  const sentences = speech.match(SENTENCES) ?? [];
  const kept = sentences.filter((sentence) => !says(sentence));
  if (kept.length === sentences.length) return speech;
  return kept
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
