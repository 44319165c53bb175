import { startWorker } from '../../workers/start-worker';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../workers/worker-pool';
import type { MusicJob } from './mix-music';

export type MusicWorkers = WorkerPool<MusicJob, { mp3: Uint8Array }> & {
  /** The speech's MP3 with its bed mixed in. */
  mix(job: Omit<MusicJob, 'kind'>, options?: RunOptions): Promise<Uint8Array>;
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
  return { ...pool, mix: async (job, options) => (await pool.run({ kind: 'music', ...job }, options)).mp3 };
}
