// Word-by-word read-along: where each word of a sentence is, and which one is being spoken. Server
// voices give each sentence's start and end; the time is spread over its words by length, with a little
// more after a comma or a full stop, where a voice pauses. Device voices say which character they are at.

export type Word = { from: number; to: number };

const WORD = /\S+/g;
const PAUSE_AFTER = /[,;:—–-]["'”’)\]]*$/;
const STOP_AFTER = /[.!?…]["'”’)\]]*$/;

/** The words of a sentence, as character ranges of its text. */
export function splitWords(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({ from: match.index, to: match.index + match[0].length }));
}

// A word's share of its sentence's time: its letters, plus a pause's worth after punctuation.
function weight(word: string): number {
  const letters = word.replace(/[^\p{L}\p{N}]/gu, '').length || 1;
  return letters + 1 + (STOP_AFTER.test(word) ? 4 : PAUSE_AFTER.test(word) ? 2 : 0);
}

/** The word being spoken at `time` in a sentence spoken from `start` to `end` (seconds), or null. */
export function wordAtTime(text: string, start: number, end: number, time: number): number | null {
  const words = splitWords(text);
  if (words.length === 0 || time < start) return null;
  if (time >= end) return words.length - 1;
  const weights = words.map((word) => weight(text.slice(word.from, word.to)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let reached = start;
  for (const [index, w] of weights.entries()) {
    reached += ((end - start) * w) / total;
    if (time < reached) return index;
  }
  return words.length - 1;
}

/** The word a character offset falls in (or the next word, at a space), or null past the last. */
export function wordAtChar(text: string, charIndex: number): number | null {
  const index = splitWords(text).findIndex((word) => charIndex < word.to);
  return index < 0 ? null : index;
}
