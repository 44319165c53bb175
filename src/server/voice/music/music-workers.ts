import { startWorker } from '../../workers/start-worker';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../workers/worker-pool';
import type { MusicJob } from './mix-music';

export type MusicWorkers = WorkerPool<MusicJob, { mp3: Uint8Array }> & {
  /**
   * The speech's MP3 with its bed mixed in. Aborting `signal` stops the mix, waiting or running (within
   * a slice of the speech), and rejects with the signal's reason.
   */
  mix(job: Omit<MusicJob, 'kind' | 'cancelled'>, options?: RunOptions): Promise<Uint8Array>;
};

/**
 * One worker thread for the downloads with music, started on the first and stopped after a quiet minute.
 * Not the voice workers: mixing a ten-minute speech is seconds of work (decoding, the bed, encoding
 * again), and a voice worker busy with it would hold back everyone's first sentences behind it. On a
 * thread of its own the OS shares the cores between them; one at a time, people's mixes take turns.
 */
export function createMusicWorkers(): MusicWorkers {
  const pool = createWorkerPool<MusicJob, { mp3: Uint8Array }>({
    name: 'music worker',
    start: () => startWorker('music-worker', new URL('./music-worker.ts', import.meta.url)),
    size: 1,
  });
  return {
    ...pool,
    async mix(job, options = {}) {
      const { signal } = options;
      // A running job can't be sent a message (the worker is busy with it): it reads this flag instead.
      const cancelled = new Int32Array(new SharedArrayBuffer(4));
      const cancel = () => Atomics.store(cancelled, 0, 1);
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        return (await pool.run({ kind: 'music', ...job, cancelled }, options)).mp3;
      } catch (error) {
        signal?.throwIfAborted();
        throw error;
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    },
  };
}
