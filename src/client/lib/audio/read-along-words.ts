// Word-by-word read-along: which word of a sentence is being spoken. Engines that time words
// (ElevenLabs) say when each starts; for the others each sentence's time is spread over its words by
// length, with a little more after a comma or a full stop, where a voice pauses. Device voices say which
// character they are at.

import { splitWords } from '../../../common/sentences';

const PAUSE_AFTER = /[,;:—–-]["'”’)\]]*$/;
const STOP_AFTER = /[.!?…]["'”’)\]]*$/;

// A word's share of its sentence's time: its letters, plus a pause's worth after punctuation.
function weight(word: string): number {
  const letters = word.replace(/[^\p{L}\p{N}]/gu, '').length || 1;
  return letters + 1 + (STOP_AFTER.test(word) ? 4 : PAUSE_AFTER.test(word) ? 2 : 0);
}

/**
 * The word being spoken at `time` in a sentence spoken from `start` to `end` (seconds), or null. With
 * `wordStarts` (measured by the engine, one per word) the last word started; otherwise estimated.
 */
export function wordAtTime(
  text: string,
  start: number,
  end: number,
  time: number,
  wordStarts?: readonly number[],
): number | null {
  const words = splitWords(text);
  if (words.length === 0 || time < start) return null;
  if (wordStarts?.length === words.length) {
    const started = wordStarts.findLastIndex((at) => at <= time);
    return Math.max(0, started);
  }
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
