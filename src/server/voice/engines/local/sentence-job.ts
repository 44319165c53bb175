import type { LocalVoice } from './local-voices';

/** The messages between the worker pool and a voice worker. */
export type SentenceJob = { text: string; voice: LocalVoice; speed: number };

export type SentenceAudio = {
  /** Whole MP3 frames: sentences concatenate into one valid stream. */
  mp3: Uint8Array;
  /** Playing time of those frames, so timings add up exactly. */
  seconds: number;
  synthMs: number;
  encodeMs: number;
};

export type JobRequest = { id: number; job: SentenceJob };
export type JobReply = { id: number; audio: SentenceAudio } | { id: number; error: string };
