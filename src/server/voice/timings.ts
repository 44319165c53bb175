import { type AudioTimings, speakingSeconds, spreadTimings } from '../../common/audio-timings';
import { splitSentences } from '../../common/sentences';
import type { AudioRequest } from './audio-key';
import { summariseMp3 } from './mp3-frames';

export type Timings = AudioTimings;

/**
 * For engines that don't report where sentences fall: the audio's length shared out in proportion to
 * each sentence's characters. Good enough to highlight the right sentence most of the time; marked so.
 */
export function estimateTimings(
  { text, language }: Pick<AudioRequest, 'text' | 'language'>,
  mp3: Uint8Array,
): Timings {
  const sentences = splitSentences(text, language);
  return { estimated: true, sentences: spreadTimings(sentences, playingTime(mp3) ?? speakingSeconds(text)) };
}

function playingTime(mp3: Uint8Array): number | null {
  try {
    return summariseMp3(mp3).seconds;
  } catch {
    return null; // not plain MP3 frames throughout: fall back to the speaking rate
  }
}
