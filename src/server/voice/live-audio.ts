/**
 * The bytes of one synthesis as they arrive, readable from the start by any number of listeners: the
 * request that started it and any that join while it runs all hear the same audio, synthesised once.
 */
export class LiveAudio {
  private readonly chunks: Uint8Array[] = [];
  private ended = false;
  private failure: { error: unknown } | null = null;
  private wake: (() => void)[] = [];

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

  /** Every chunk from the first; waits for more until the synthesis ends, throws if it fails. */
  async *read(): AsyncGenerator<Uint8Array> {
    let next = 0;
    for (;;) {
      while (next < this.chunks.length) yield this.chunks[next++] as Uint8Array;
      if (this.failure) throw this.failure.error;
      if (this.ended) return;
      await new Promise<void>((resolve) => this.wake.push(resolve));
    }
  }

  private notify(): void {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }
}
