import { CODEC_PROCESS_FLAGS } from '../../lean-process';
import { startProcess } from '../../workers/start-worker';
import { createWorkerPool, type RunOptions, type WorkerPool } from '../../workers/worker-pool';
import type { MusicJob } from './mix-music';

export type MusicWorkers = WorkerPool<MusicJob, { mp3: Uint8Array }> & {
  /**
   * The speech's MP3 with its bed mixed in. Aborting `signal` stops the mix, waiting or running (within
   * a slice of the speech), and rejects with the signal's reason.
   */
  mix(job: Omit<MusicJob, 'kind'>, options?: RunOptions): Promise<Uint8Array>;
};

/**
 * One music worker for the downloads with music, started on the first and stopped after a quiet minute.
 * Not the voice workers: mixing a ten-minute speech is seconds of work (decoding, the bed, encoding
 * again), and a voice worker busy with it would hold back everyone's first sentences behind it. It is a
 * child process, not a thread: the server runs WebAssembly on V8's baseline compiler only (decision 020,
 * for PGlite), a process-wide flag, and the codecs, nearly all of a mix, take 1.7× as long there. On a
 * process of its own the OS shares the cores between it and the server; one at a time, people's mixes
 * take turns.
 */
export function createMusicWorkers(): MusicWorkers {
  const pool = createWorkerPool<MusicJob, { mp3: Uint8Array }>({
    name: 'music worker',
    start: () =>
      startProcess('music-worker', new URL('./music-worker.ts', import.meta.url), CODEC_PROCESS_FLAGS),
    size: 1,
  });
  return {
    ...pool,
    async mix(job, options = {}) {
      try {
        return (await pool.run({ kind: 'music', ...job }, options)).mp3;
      } catch (error) {
        // A mix stopped because nobody wanted it rejects with the reason they left.
        options.signal?.throwIfAborted();
        throw error;
      }
    },
  };
}
