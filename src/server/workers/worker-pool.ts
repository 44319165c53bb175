import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { FairQueue } from './fair-queue';

export type WorkerPool<Job, Result> = {
  /** The most workers it starts at once. */
  readonly size: number;
  /** Starts a worker if none is running; resolves once the running ones are loaded and warmed up. */
  ready(): Promise<void>;
  /** Runs one job on the first free worker (see RunOptions for the order waiting jobs go in). */
  run(job: Job, options?: RunOptions): Promise<Result>;
  /** Jobs on a worker now, jobs waiting for one, and the workers started. */
  load(): { running: number; waiting: number; workers: number };
  close(): Promise<void>;
};

export type RunOptions = {
  /**
   * Waiting jobs take turns by group (round-robin), and within a group go lowest priority first, then in
   * arrival order. With the user as the group and a sentence's index as the priority, one user's syntheses
   * can't starve another's, and a speech that has just started gets its first audio ahead of sentences
   * that playing speeches won't reach for a while.
   */
  group?: string;
  priority?: number;
  /**
   * Aborting takes a waiting job out of the queue (it rejects with the signal's reason). A running job is
   * told (its handler's signal aborts, serve-jobs.ts) and ends as its handler decides: most finish.
   */
  signal?: AbortSignal | undefined;
};

/**
 * What a pool needs of a worker: a worker thread, or a child process that looks like one
 * (start-worker.ts). `terminate` ends it; 'exit' follows.
 */
export type PoolWorker = Pick<Worker, 'postMessage' | 'ref' | 'unref' | 'terminate'> & {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
};

/** The messages between a pool and its workers (see serve-jobs.ts for the worker's side). */
export type JobRequest<Job> = { id: number; job: Job };
/** Nobody waits for the running job `cancel` any more. */
export type JobCancel = { cancel: number };
export type JobReply<Result> = { id: number; result: Result } | { id: number; error: string };
export const READY = 'ready';

type Pending<Job, Result> = {
  id: number;
  job: Job;
  group: string;
  priority: number;
  resolve: (result: Result) => void;
  reject: (e: unknown) => void;
};
type Slot<Job, Result> = {
  worker: PoolWorker;
  ready: Promise<void>;
  warm: boolean;
  current: Pending<Job, Result> | null;
  idle: NodeJS.Timeout | undefined;
};

/** How long a worker may sit without a job before it stops (its WebAssembly and heap go with it). */
export const WORKER_IDLE_MS = 60_000;

/**
 * The default pool sizes: the cores but one (the event loop keeps a core to itself), shared by the voice
 * and writer pools so that together they never outnumber the cores. The voice takes the larger half (a
 * synthesis is seconds of work; a composition milliseconds); each has at least one worker.
 */
export function workerShares(cores = availableParallelism()): { voice: number; writer: number } {
  const spare = Math.max(1, cores - 1);
  return { voice: Math.max(1, Math.ceil(spare / 2)), writer: Math.max(1, Math.floor(spare / 2)) };
}

/**
 * Worker threads running one job each at a time, so CPU-bound work (voices, the local writer) never
 * runs on the event loop. Workers start when jobs wait for one (up to `size`) and stop after `idleMs`
 * without a job, so an idle server holds none (docs/decisions/018-lean-memory.md). A worker that crashes
 * fails its job; the next waiting job starts another.
 */
export function createWorkerPool<Job, Result>(options: {
  /** Names the pool in errors ("voice worker stopped"). */
  name: string;
  start: () => PoolWorker;
  /** The most workers at once. */
  size: number;
  idleMs?: number;
}): WorkerPool<Job, Result> {
  const { name, start, idleMs = WORKER_IDLE_MS } = options;
  const size = Math.max(1, options.size);
  const queue = new FairQueue<Pending<Job, Result>>();
  let nextId = 0;
  let closed = false;
  const slots = new Set<Slot<Job, Result>>();

  function dispatch(): void {
    for (const slot of slots) {
      if (!slot.warm || slot.current || queue.size === 0) continue;
      const pending = queue.shift() as Pending<Job, Result>;
      clearTimeout(slot.idle);
      slot.current = pending;
      slot.worker.ref(); // busy workers keep the process alive; idle ones don't
      slot.worker.postMessage({ id: pending.id, job: pending.job } satisfies JobRequest<Job>);
    }
    // Demand beyond the workers that are free or starting starts another, within the size.
    let starting = [...slots].filter((slot) => !slot.warm).length;
    while (!closed && queue.size > starting && slots.size < size) {
      spawn();
      starting += 1;
    }
  }

  function finish(slot: Slot<Job, Result>): Pending<Job, Result> | null {
    const pending = slot.current;
    slot.current = null;
    slot.worker.unref();
    return pending;
  }

  function rest(slot: Slot<Job, Result>): void {
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => void slot.worker.terminate(), idleMs).unref();
  }

  function spawn(): void {
    const worker = start();
    let markReady: () => void = () => {};
    const slot: Slot<Job, Result> = {
      worker,
      current: null,
      warm: false,
      idle: undefined,
      ready: new Promise((resolve) => (markReady = resolve)),
    };
    slots.add(slot);
    // A starting worker keeps the process alive (something waits for it); an idle one doesn't.
    worker.on('message', (value) => {
      const message = value as JobReply<Result> | typeof READY;
      if (message === READY) {
        slot.warm = true;
        worker.unref();
        markReady();
      } else {
        const pending = finish(slot);
        if (pending && 'result' in message) pending.resolve(message.result);
        else if (pending && 'error' in message) pending.reject(new Error(message.error));
      }
      dispatch();
      if (!slot.current) rest(slot);
    });
    worker.on('error', (error) => finish(slot)?.reject(error));
    worker.on('exit', () => {
      slots.delete(slot);
      clearTimeout(slot.idle);
      finish(slot)?.reject(new Error(`${name} stopped`));
      markReady();
      dispatch();
    });
  }

  return {
    size,
    ready: async () => {
      if (slots.size === 0 && !closed) spawn();
      await Promise.all([...slots].map((slot) => slot.ready));
    },
    run(job, { group = '', priority = 0, signal } = {}) {
      if (closed) return Promise.reject(new Error(`${name} pool is closed`));
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<Result>((resolve, reject) => {
        const cancel = () => {
          if (queue.remove(pending)) reject(signal?.reason);
          for (const slot of slots)
            if (slot.current === pending) slot.worker.postMessage({ cancel: pending.id } satisfies JobCancel);
        };
        const settled = () => signal?.removeEventListener('abort', cancel);
        const pending: Pending<Job, Result> = {
          id: nextId++,
          job,
          group,
          priority,
          resolve: (result) => {
            settled();
            resolve(result);
          },
          reject: (error) => {
            settled();
            reject(error);
          },
        };
        signal?.addEventListener('abort', cancel, { once: true });
        queue.push(pending);
        dispatch();
      });
    },
    load: () => ({
      running: [...slots].filter((slot) => slot.current).length,
      waiting: queue.size,
      workers: slots.size,
    }),
    async close() {
      closed = true;
      for (const pending of queue.drain()) pending.reject(new Error(`${name} pool is closed`));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
