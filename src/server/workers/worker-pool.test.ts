import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool, workerShares } from './worker-pool';

// A worker that answers each job (a number of milliseconds) after sleeping that long, with the job back;
// told that nobody waits for a job any more, it stops a stoppable one at once.
const SLEEPER = `
const { parentPort } = require('node:worker_threads');
const sleeping = new Map();
parentPort.on('message', (message) => {
  const asleep = sleeping.get(message.cancel);
  if (asleep) {
    if (!asleep.job.stoppable) return;
    clearTimeout(asleep.timer);
    sleeping.delete(message.cancel);
    return parentPort.postMessage({ id: message.cancel, error: 'stopped early' });
  }
  const { id, job } = message;
  const timer = setTimeout(() => {
    sleeping.delete(id);
    parentPort.postMessage({ id, result: job });
  }, job.ms);
  sleeping.set(id, { job, timer });
});
parentPort.postMessage('ready');
`;

type Sleep = { ms: number; name: string; stoppable?: boolean };
let pool: WorkerPool<Sleep, Sleep>;
afterEach(() => pool.close());

let started = 0;
const sleeper = (size = 1, idleMs?: number) => {
  started = 0;
  const start = () => {
    started += 1;
    return new Worker(SLEEPER, { eval: true });
  };
  pool = createWorkerPool({ name: 'test worker', start, size, idleMs });
  return pool;
};

describe('createWorkerPool', () => {
  it('runs waiting jobs in turns between groups', async () => {
    const pool = sleeper();
    await pool.ready();
    const order: string[] = [];
    const run = (group: string, name: string) =>
      pool.run({ ms: 5, name }, { group }).then((result) => order.push(result.name));
    const jobs = [run('a', 'a0'), run('a', 'a1'), run('a', 'a2'), run('b', 'b0'), run('b', 'b1')];
    expect(pool.load()).toEqual({ running: 1, waiting: 4, workers: 1 });
    await Promise.all(jobs);
    // a0 was already on the worker when the others arrived.
    expect(order).toEqual(['a0', 'a1', 'b0', 'a2', 'b1']);
    expect(pool.load()).toEqual({ running: 0, waiting: 0, workers: 1 });
  });

  it('takes an aborted job out of the queue, and lets a running one finish', async () => {
    const pool = sleeper();
    await pool.ready();
    const cancel = new AbortController();
    const running = pool.run({ ms: 50, name: 'running' }, { signal: cancel.signal });
    const waiting = pool.run({ ms: 5, name: 'waiting' }, { signal: cancel.signal });
    const other = pool.run({ ms: 5, name: 'other' });
    cancel.abort(new Error('nobody wants it'));
    await expect(waiting).rejects.toThrow('nobody wants it');
    expect(pool.load()).toEqual({ running: 1, waiting: 1, workers: 1 });
    expect((await running).name).toBe('running');
    expect((await other).name).toBe('other');
    await expect(pool.run({ ms: 1, name: 'late' }, { signal: cancel.signal })).rejects.toThrow(
      'nobody wants it',
    );
  });

  it('tells the worker when nobody waits for its running job, which may stop early', async () => {
    const pool = sleeper();
    await pool.ready();
    const cancel = new AbortController();
    const started = Date.now();
    const running = pool.run({ ms: 5000, name: 'long', stoppable: true }, { signal: cancel.signal });
    const next = pool.run({ ms: 5, name: 'next' });
    cancel.abort(new Error('nobody wants it'));
    await expect(running).rejects.toThrow('stopped early');
    expect((await next).name).toBe('next');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('worker lifetimes', () => {
  it('starts no worker until a job waits, and one per waiting job within the size', async () => {
    const pool = sleeper(3);
    expect(pool.load().workers).toBe(0);
    await pool.run({ ms: 1, name: 'first' });
    expect(started).toBe(1);
    // Two jobs while one worker is free: the free one takes the first, one more starts for the second.
    const two = [pool.run({ ms: 30, name: 'a' }), pool.run({ ms: 30, name: 'b' })];
    expect(pool.load().workers).toBe(2);
    await Promise.all(two);
    await Promise.all(Array.from({ length: 6 }, (_, i) => pool.run({ ms: 20, name: `c${i}` })));
    expect(started).toBe(3);
    expect(pool.load().workers).toBe(3);
  });

  it('stops a worker after a quiet spell and starts a fresh one for the next job', async () => {
    const pool = sleeper(1, 50);
    await pool.run({ ms: 1, name: 'first' });
    expect(pool.load().workers).toBe(1);
    await expect.poll(() => pool.load().workers, { timeout: 2000 }).toBe(0);
    expect((await pool.run({ ms: 1, name: 'again' })).name).toBe('again');
    expect(started).toBe(2);
  });

  it('keeps a busy worker past the quiet spell', async () => {
    const pool = sleeper(1, 50);
    await pool.ready();
    expect((await pool.run({ ms: 150, name: 'long' })).name).toBe('long');
    expect(started).toBe(1);
  });
});

describe('workerShares', () => {
  it('shares the cores but one between the voice and the writer, never more than the cores together', () => {
    expect(workerShares(1)).toEqual({ voice: 1, writer: 1 });
    expect(workerShares(2)).toEqual({ voice: 1, writer: 1 });
    expect(workerShares(4)).toEqual({ voice: 2, writer: 1 });
    expect(workerShares(8)).toEqual({ voice: 4, writer: 3 });
    for (let cores = 2; cores <= 64; cores += 1) {
      const { voice, writer } = workerShares(cores);
      expect(voice + writer, `${cores} cores`).toBeLessThanOrEqual(cores);
    }
  });
});
