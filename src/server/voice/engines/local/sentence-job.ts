import type { MusicJob } from '../../music/mix-music';
import type { LocalVoice } from './local-voices';

/** A voice worker's job and its result. */
export type SentenceJob = { kind?: 'sentence'; text: string; voice: LocalVoice; speed: number };

/** What a voice worker does: speak a sentence, or mix a speech's music bed in. */
export type VoiceJob = SentenceJob | MusicJob;
export type VoiceResult = SentenceAudio | { mp3: Uint8Array };

export type SentenceAudio = {
  /** Whole MP3 frames: sentences concatenate into one valid stream. */
  mp3: Uint8Array;
  /** Playing time of those frames, so timings add up exactly. */
  seconds: number;
  synthMs: number;
  encodeMs: number;
};
