import type { z } from 'zod';
import type { audioTimings, sentenceTiming } from './api/voice';

// Where each sentence falls in a speech's audio: measured by the engines that can, estimated otherwise.
// The estimate also serves the player before any audio exists: the slider's length and where a far
// seek starts, so both agree with what the server would estimate.

/** One sentence of the audio (src/common/api/voice.ts). */
export type SentenceTiming = z.output<typeof sentenceTiming>;

/** GET /api/speeches/:id/audio/timings. `estimated`: spread over the sentences rather than measured. */
export type AudioTimings = z.output<typeof audioTimings>;

const WORDS_PER_MINUTE = 140;
const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** How long the text takes to say at the writer's speaking rate (the voices are tuned near it). */
export const speakingSeconds = (text: string, speed = 1) =>
  (text.split(/\s+/).length / WORDS_PER_MINUTE) * (60 / speed);

/** `totalSeconds` shared out over the sentences in proportion to their characters. */
export function spreadTimings(sentences: readonly string[], totalSeconds: number): SentenceTiming[] {
  const chars = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  let at = 0;
  return sentences.map((text, index) => {
    const start = at;
    at += chars === 0 ? 0 : (totalSeconds * text.length) / chars;
    return { index, text, start: round(start), end: round(at) };
  });
}

/** Timings for audio not made yet: the sentences at the speaking rate, slowed or quickened by `speed`. */
export const estimateSentenceTimings = (sentences: readonly string[], speed: number): SentenceTiming[] =>
  spreadTimings(sentences, speakingSeconds(sentences.join(' '), speed));

/** The sentence being spoken at `time`: the last one starting at or before it (null before the first). */
export function sentenceAt(sentences: readonly Pick<SentenceTiming, 'start'>[], time: number): number | null {
  let low = 0;
  let high = sentences.length - 1;
  let found: number | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const sentence = sentences[mid];
    if (sentence && sentence.start <= time) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
