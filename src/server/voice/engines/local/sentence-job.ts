import type { LocalVoice } from './local-voices';

/** A voice worker's job and its result. */
/** `language` is the speech's (ISO 639-1): local-voices.ts picks eSpeak's voice for it. */
export type SentenceJob = { text: string; voice: LocalVoice; language: string; speed: number };

export type SentenceAudio = {
  /** Whole MP3 frames: sentences concatenate into one valid stream. */
  mp3: Uint8Array;
  /** Playing time of those frames, so timings add up exactly. */
  seconds: number;
  synthMs: number;
  encodeMs: number;
};
