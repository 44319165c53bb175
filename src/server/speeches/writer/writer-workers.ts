import { startWorker } from '../../workers/start-worker';
import { createWorkerPool, type WorkerPool, workerShares } from '../../workers/worker-pool';
import type { Compose, Composition } from './local-writer';
import type { WriteRequest, WriterProfile } from './types';

export type CompositionJob = { request: WriteRequest; profile: WriterProfile };
export type WriterWorkers = WorkerPool<CompositionJob, Composition> & { compose: Compose };

/**
 * The local writer in worker threads: composing a speech is milliseconds of CPU, which on the event loop
 * held every other request back and capped generations at one core.
 */
export function createWriterWorkers(size?: number): WriterWorkers {
  const pool = createWorkerPool<CompositionJob, Composition>({
    name: 'writer worker',
    start: () => startWorker('writer-worker', new URL('./writer-worker.ts', import.meta.url)),
    size: size ?? workerShares().writer,
  });
  return { ...pool, compose: (request, profile) => pool.run({ request, profile }) };
}
