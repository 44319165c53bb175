import { type ChildProcess, fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MALLOC_ARENAS, workerLimits } from '../lean-process';
import type { PoolWorker } from './worker-pool';

/**
 * Starts the worker thread `name`. The production bundle (scripts/build-server.mjs) emits each worker
 * beside main.js as `<name>.js`. From source (tests, tsx, the bench) there is no .js: the worker registers
 * tsx's loader and imports the TypeScript entry `source` itself, since neither Vitest's transform nor
 * tsx's hooks reach a new worker thread.
 */
export function startWorker(name: string, source: URL): Worker {
  const bundled = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(bundled)) return new Worker(bundled, { resourceLimits: workerLimits });
  const bootstrap = `import(${JSON.stringify(tsxLoader(bundled))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits: workerLimits });
}

/**
 * Starts the same kind of entry as a child process with V8 flags of its own (V8's flags are per process,
 * not per thread), looking like a worker thread to a pool: its messages are copied, not moved, and
 * `terminate` kills it. From source it is started with tsx's loader.
 */
export function startProcess(name: string, source: URL, v8Flags: readonly string[]): PoolWorker {
  const bundled = new URL(`./${name}.js`, import.meta.url);
  const fromSource = !existsSync(bundled);
  // biome-ignore lint/style/noProcessEnv: the server's own environment, passed on whole; not configuration.
  const env = process.env;
  const child = fork(fileURLToPath(fromSource ? source : bundled), [], {
    execArgv: [...v8Flags, ...(fromSource ? ['--import', tsxLoader(bundled, 'tsx/esm')] : [])],
    // One malloc arena, as the server has (lean-process.ts), unless the operator chose otherwise.
    env: { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? MALLOC_ARENAS },
    serialization: 'advanced',
  });
  return childWorker(child);
}

function tsxLoader(bundled: URL, entry = 'tsx/esm/api'): string {
  try {
    return import.meta.resolve(entry);
  } catch {
    throw new Error(`${bundled.pathname} is missing: build the server with scripts/build-server.mjs`);
  }
}

function childWorker(child: ChildProcess): PoolWorker {
  const worker = new EventEmitter();
  for (const event of ['message', 'error', 'exit'] as const)
    child.on(event, (value: unknown) => worker.emit(event, value));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return Object.assign(worker, {
    postMessage: (message: Parameters<ChildProcess['send']>[0]) => void child.send(message),
    // The channel as well as the process: either keeps the server's event loop alive.
    ref: () => {
      child.ref();
      child.channel?.ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
    },
    terminate: () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.ref(); // until it has gone, as a worker thread's terminate does
        child.kill();
      }
      return exited;
    },
  });
}
