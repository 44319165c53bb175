import type { SentenceTiming } from '../../../common/audio-timings';
import { splitWords } from '../../../common/sentences';

/** A provider's per-character times for the text of one request, in seconds from its audio's start. */
export type CharacterTimes = { characters: string[]; starts: number[]; ends: number[] };

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Where `sentences` (spoken as one request, in order) and each of their words start, from the request's
 * character times, `offset` seconds into the whole audio. Null when the characters don't spell the
 * sentences (the caller then estimates).
 */
export function timeSentences(
  sentences: readonly string[],
  times: CharacterTimes,
  offset: number,
): Omit<SentenceTiming, 'index'>[] | null {
  // Each string position of the spoken text, to the character entry it came from (an entry may be
  // more than one UTF-16 unit).
  const entryAt: number[] = [];
  for (const [entry, character] of times.characters.entries()) {
    for (let unit = 0; unit < character.length; unit += 1) entryAt.push(entry);
  }
  const spoken = times.characters.join('');
  const at = (position: number, of: number[]) => {
    const entry = entryAt[position];
    const seconds = entry === undefined ? undefined : of[entry];
    return seconds === undefined ? null : round(offset + seconds);
  };
  const timed: Omit<SentenceTiming, 'index'>[] = [];
  let cursor = 0;
  for (const text of sentences) {
    const from = spoken.indexOf(text, cursor);
    const start = at(from, times.starts);
    const end = at(from + text.length - 1, times.ends);
    const words = splitWords(text).map((word) => at(from + word.from, times.starts));
    if (from < 0 || start === null || end === null || words.some((word) => word === null)) return null;
    timed.push({ text, start, end, words: words.filter((word) => word !== null) });
    cursor = from + text.length;
  }
  return timed;
}

/**
 * The sentences of every request, numbered in order and laid end to end: each lasts until the next one
 * starts (its pause included), the last until `totalSeconds`.
 */
export function joinTimings(parts: Omit<SentenceTiming, 'index'>[], totalSeconds: number): SentenceTiming[] {
  return parts.map((part, index) => ({
    ...part,
    index,
    end: parts[index + 1]?.start ?? Math.max(part.end, round(totalSeconds)),
  }));
}
