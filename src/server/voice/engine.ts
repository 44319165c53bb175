import type { ENGINE_NAMES } from '../../common/api/voice';
import type { SentenceTiming } from '../../common/audio-timings';

export type { SentenceTiming };
export type EngineName = (typeof ENGINE_NAMES)[number];

export type SynthesisOptions = {
  /** 1 is the voice's natural rate; the engines clamp to what they support. */
  speed: number;
  /** The speech's language (ISO 639-1, from speechLanguage): its voice speaks it, and its sentences split by it. */
  language: string;
  /** Whose synthesis this is: an engine that queues work takes turns between owners. */
  owner?: string;
  /** Stops the synthesis: the stream ends with the signal's reason, and no more work is started for it. */
  signal?: AbortSignal | undefined;
};

/** MP3 bytes as they are produced, plus the sentence timings once the stream has ended. */
export type Synthesis = AsyncIterable<Uint8Array> & {
  /** Measured per sentence by engines that synthesise sentence by sentence; null when the engine can't tell. */
  timings(): SentenceTiming[] | null;
  /** The share of the text synthesised so far, from 0 to 1. */
  progress(): number;
  /** The sentences measured so far, from the first, each once its audio has gone out; empty when the engine
   * can't tell before the end. They let the page read along while the rest is still being made. */
  timedSoFar(): SentenceTiming[];
};

/** A streaming provider's throughput, assumed: at least as fast as the audio plays. */
export const REMOTE_THROUGHPUT = 1;

/** One adapter per voice service, chosen at start-up. */
export interface VoiceEngine {
  readonly name: EngineName;
  /** Changes whenever the same text and voice would sound different (model, tuning): part of the cache key. */
  readonly revision: string;
  /** Roughly how many seconds of audio it makes per second (to tell someone when to try again). */
  readonly throughput: number;
  /** `voiceId` is a catalogue id; the engine maps it to its own voice. */
  synthesize(text: string, voiceId: string, options: SynthesisOptions): Synthesis;
  close(): Promise<void>;
}

/** A provider failed (bad key, outage); the message is safe to log, never shown with the key in it. */
export class VoiceProviderError extends Error {
  constructor(
    readonly engine: EngineName,
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'VoiceProviderError';
  }
}
