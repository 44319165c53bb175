import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { JobReply, SentenceAudio, SentenceJob } from './sentence-job';
import { startVoiceWorker } from './worker-entry';

export type WorkerPool = {
  readonly size: number;
  /** Resolves once every worker has its synthesiser and encoder loaded. */
  ready(): Promise<void>;
  /**
   * Runs one sentence on the first free worker. Waiting jobs go lowest `priority` first, then in arrival
   * order: with a sentence's index as its priority, a speech that has just started gets its first audio
   * ahead of sentences that playing speeches won't reach for a while.
   */
  run(job: SentenceJob, priority?: number): Promise<SentenceAudio>;
  close(): Promise<void>;
};

type Pending = {
  id: number;
  job: SentenceJob;
  priority: number;
  resolve: (audio: SentenceAudio) => void;
  reject: (e: Error) => void;
};
type Slot = { worker: Worker; ready: Promise<void>; current: Pending | null };

/**
 * Voice workers: synthesis and encoding never run on the event loop. One per core but one, by default:
 * measured on 2 cores, a second worker barely raised throughput but let event-loop delay reach 150 ms.
 */
export function createWorkerPool(size = Math.max(1, availableParallelism() - 1)): WorkerPool {
  const queue: Pending[] = [];
  let nextId = 0;
  let closed = false;
  const slots: Slot[] = [];

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.current || queue.length === 0) continue;
      const pending = queue.shift() as Pending;
      slot.current = pending;
      slot.worker.ref(); // busy workers keep the process alive; idle ones don't
      slot.worker.postMessage({ id: pending.id, job: pending.job });
    }
  }

  function finish(slot: Slot): Pending | null {
    const pending = slot.current;
    slot.current = null;
    slot.worker.unref();
    return pending;
  }

  function spawn(index: number): Slot {
    const worker = startVoiceWorker();
    let markReady: () => void = () => {};
    const slot: Slot = { worker, current: null, ready: new Promise((resolve) => (markReady = resolve)) };
    worker.unref();
    worker.on('message', (message: JobReply | 'ready') => {
      if (message === 'ready') return markReady();
      const pending = finish(slot);
      if (pending && 'audio' in message) pending.resolve(message.audio);
      else if (pending && 'error' in message) pending.reject(new Error(message.error));
      dispatch();
    });
    // A crashed worker fails its job and is replaced; the queue carries on.
    worker.on('error', (error) => finish(slot)?.reject(error));
    worker.on('exit', () => {
      finish(slot)?.reject(new Error('voice worker stopped'));
      markReady();
      if (closed) return;
      slots[index] = spawn(index);
      dispatch();
    });
    return slot;
  }

  for (let i = 0; i < Math.max(1, size); i += 1) slots.push(spawn(i));

  return {
    size: slots.length,
    ready: async () => {
      await Promise.all(slots.map((slot) => slot.ready));
    },
    run(job, priority = 0) {
      if (closed) return Promise.reject(new Error('voice worker pool is closed'));
      return new Promise((resolve, reject) => {
        const after = queue.findIndex((pending) => pending.priority > priority);
        queue.splice(after === -1 ? queue.length : after, 0, {
          id: nextId++,
          job,
          priority,
          resolve,
          reject,
        });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('voice worker pool is closed'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
