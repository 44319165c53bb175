// The worker's side of worker-pool.ts (a worker thread, or a child process started by startProcess):
// answers each job message, then says when it is ready.
import { parentPort, type Transferable } from 'node:worker_threads';
import { type JobCancel, type JobReply, type JobRequest, READY } from './worker-pool';

type Port = {
  on(event: 'message', listener: (message: JobRequest<unknown> | JobCancel) => void): unknown;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

let opened: Port | undefined;
const port = (): Port => {
  opened ??= open();
  return opened;
};

function open(): Port {
  if (parentPort) return parentPort;
  const send = process.send?.bind(process);
  if (!send) throw new Error('a pool worker must run in a worker thread or a child process with a channel');
  // A child process: its messages are copied, not moved. It goes when the server does.
  process.once('disconnect', () => process.exit(0));
  return { on: (event, listener) => process.on(event, listener), postMessage: (message) => send(message) };
}

/**
 * Answers every job with `handle`'s result (its `transfer` buffers moved, not copied) or its error.
 * `signal` aborts once nobody waits for the job any more; a handler that can stop early reads it.
 */
export function serveJobs<Job, Result>(
  handle: (job: Job, signal: AbortSignal) => Result | Promise<Result>,
  transfer: (result: Result) => Transferable[] = () => [],
): void {
  const parent = port();
  const running = new Map<number, AbortController>();
  parent.on('message', async (message) => {
    if ('cancel' in message) {
      running.get(message.cancel)?.abort();
      return;
    }
    const { id, job } = message as JobRequest<Job>;
    const controller = new AbortController();
    running.set(id, controller);
    let reply: JobReply<Result>;
    try {
      reply = { id, result: await handle(job, controller.signal) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    } finally {
      running.delete(id);
    }
    parent.postMessage(reply, 'result' in reply ? transfer(reply.result) : []);
  });
}

/** Tells the pool this worker has loaded and warmed up (jobs sent before then wait in the port). */
export function announceReady(): void {
  port().postMessage(READY);
}
