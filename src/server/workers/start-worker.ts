import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { workerLimits } from '../lean-process';

/**
 * Starts the worker thread `name`. The production bundle (scripts/build-server.mjs) emits each worker
 * beside main.js as `<name>.js`. From source (tests, tsx, the bench) there is no .js: the worker registers
 * tsx's loader and imports the TypeScript entry `source` itself, since neither Vitest's transform nor
 * tsx's hooks reach a new worker thread.
 */
export function startWorker(name: string, source: URL): Worker {
  const bundled = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(bundled)) return new Worker(bundled, { resourceLimits: workerLimits });
  let tsx: string;
  try {
    tsx = import.meta.resolve('tsx/esm/api');
  } catch {
    throw new Error(`${bundled.pathname} is missing: build the server with scripts/build-server.mjs`);
  }
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits: workerLimits });
}
