import type { z } from 'zod';
import type { audioTimings } from '../../common/api/voice';
import { summariseMp3 } from './mp3-frames';
import { splitSentences } from './sentences';

export type Timings = z.output<typeof audioTimings>;

const WORDS_PER_MINUTE = 140;
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** How long the text takes to say at the writer's speaking rate (the voices are tuned near it). */
export const speakingSeconds = (text: string) => (text.split(/\s+/).length / WORDS_PER_MINUTE) * 60;

/**
 * For engines that don't report where sentences fall: the audio's length shared out in proportion to
 * each sentence's characters. Good enough to highlight the right sentence most of the time; marked so.
 */
export function estimateTimings(text: string, mp3: Uint8Array): Timings {
  const sentences = splitSentences(text);
  const total = playingTime(mp3) ?? speakingSeconds(text);
  const chars = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  let at = 0;
  return {
    estimated: true,
    sentences: sentences.map((sentence, index) => {
      const start = at;
      at += (total * sentence.length) / chars;
      return { index, text: sentence, start: round(start), end: round(at) };
    }),
  };
}

function playingTime(mp3: Uint8Array): number | null {
  try {
    return summariseMp3(mp3).seconds;
  } catch {
    return null; // not plain MP3 frames throughout: fall back to the speaking rate
  }
}
