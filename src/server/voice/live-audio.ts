import type { SentenceTiming } from '../../common/audio-timings';

/**
 * The bytes of one synthesis as they arrive, readable from the start by any number of listeners: the
 * request that started it and any that join while it runs all hear the same audio, synthesised once.
 * It counts its listeners, so a synthesis nobody is listening to any more can be stopped.
 */
export class LiveAudio {
  private readonly chunks: Uint8Array[] = [];
  private ended = false;
  private failure: { error: unknown } | null = null;
  private wake: (() => void)[] = [];
  private listening = 0;
  /** The share of the text synthesised so far (0–1), kept up to date by the producer. */
  progress = 0;
  /** The sentences measured so far (Synthesis.timedSoFar), kept up to date by the producer. */
  timed: SentenceTiming[] = [];

  /** `onAbandoned` runs whenever the last listener leaves before the audio has ended. */
  constructor(private readonly onAbandoned: () => void = () => {}) {}

  push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.notify();
  }

  end(): void {
    this.ended = true;
    this.notify();
  }

  fail(error: unknown): void {
    this.failure = { error };
    this.notify();
  }

  /** True once any audio has gone out: from then on a failure can't be covered by another engine. */
  get started(): boolean {
    return this.chunks.length > 0;
  }

  get finished(): boolean {
    return this.ended || this.failure !== null;
  }

  get listeners(): number {
    return this.listening;
  }

  /**
   * Every chunk from the first; waits for more until the synthesis ends, throws if it fails. A listener
   * leaves when it stops reading or when `signal` aborts (its client went away), even mid-wait.
   */
  async *read(signal?: AbortSignal): AsyncGenerator<Uint8Array> {
    this.listening += 1;
    const stop = () => this.notify();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      let next = 0;
      for (;;) {
        if (signal?.aborted) return;
        while (next < this.chunks.length) yield this.chunks[next++] as Uint8Array;
        if (this.failure) throw this.failure.error;
        if (this.ended || signal?.aborted) return;
        await new Promise<void>((resolve) => this.wake.push(resolve));
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      this.listening -= 1;
      if (this.listening === 0 && !this.finished) this.onAbandoned();
    }
  }

  private notify(): void {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }
}
