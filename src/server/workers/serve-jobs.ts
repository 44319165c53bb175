// The worker thread's side of worker-pool.ts: answers each job message, then says when it is ready.
import { parentPort, type Transferable } from 'node:worker_threads';
import { type JobReply, type JobRequest, READY } from './worker-pool';

function port() {
  if (!parentPort) throw new Error('a pool worker must run in a worker thread');
  return parentPort;
}

/** Answers every job with `handle`'s result (its `transfer` buffers moved, not copied) or its error. */
export function serveJobs<Job, Result>(
  handle: (job: Job) => Result | Promise<Result>,
  transfer: (result: Result) => Transferable[] = () => [],
): void {
  const parent = port();
  parent.on('message', async ({ id, job }: JobRequest<Job>) => {
    let reply: JobReply<Result>;
    try {
      reply = { id, result: await handle(job) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    parent.postMessage(reply, 'result' in reply ? transfer(reply.result) : []);
  });
}

/** Tells the pool this worker has loaded and warmed up (jobs sent before then wait in the port). */
export function announceReady(): void {
  port().postMessage(READY);
}
