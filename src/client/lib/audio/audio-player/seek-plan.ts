import { type SentenceTiming, sentenceAt } from '../../../../common/audio-timings';

/**
 * What the <audio> element plays: the speech from sentence `from` (0: the whole audio, at its own URL),
 * starting `offset` seconds into the speech. `ranged`: it was asked for once the whole audio was stored,
 * so the server answers byte ranges (a stream of audio still being made has none).
 */
export type AudioPart = { from: number; offset: number; ranged: boolean };

export const WHOLE_AUDIO: AudioPart = { from: 0, offset: 0, ranged: false };

export type SeekPlan =
  /** Within what the element holds, or can fetch by range: set its time. */
  | { kind: 'seek' }
  /** In the sentence the part playing starts with, not arrived yet: seek there once it arrives. */
  | { kind: 'stay' }
  /** Play another part from its start, or from `at` seconds into the speech. */
  | { kind: 'switch'; part: AudioPart; at: number | null };

type SeekContext = {
  playing: AudioPart;
  /** The element already holds the audio at the time sought. */
  holds: boolean;
  /** The whole audio is stored (its final timings have arrived): its URL now answers byte ranges. */
  stored: boolean;
  /** Where the sentences fall: measured once stored, estimated before. */
  timings: readonly SentenceTiming[];
};

/**
 * Where a seek to `time` (seconds into the speech) plays from. Audio still being synthesised can't be
 * fetched by range, so a seek past what has arrived asks for the rest of the speech from the sentence
 * at that time, synthesised at once, instead of waiting for the synthesis to get there.
 */
export function planSeek(time: number, { playing, holds, stored, timings }: SeekContext): SeekPlan {
  if (holds) return { kind: 'seek' };
  if (stored) {
    if (playing.from === 0 && playing.ranged) return { kind: 'seek' };
    return { kind: 'switch', part: { ...WHOLE_AUDIO, ranged: true }, at: time };
  }
  const from = sentenceAt(timings, time) ?? 0;
  if (from === playing.from) return { kind: 'stay' };
  return { kind: 'switch', part: { from, offset: timings[from]?.start ?? 0, ranged: false }, at: null };
}
