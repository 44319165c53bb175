import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

// The production bundle (scripts/build-server.mjs) must emit the worker beside main.js as voice-worker.js.
// From source (tests, tsx, the bench) there is no .js: the worker registers tsx's loader and imports the
// TypeScript entry itself, since neither Vitest's transform nor tsx's hooks reach a new worker thread.
const BUNDLED = new URL('./voice-worker.js', import.meta.url);
const SOURCE = new URL('./voice-worker.ts', import.meta.url);

export function startVoiceWorker(): Worker {
  if (existsSync(BUNDLED)) return new Worker(BUNDLED);
  let tsx: string;
  try {
    tsx = import.meta.resolve('tsx/esm/api');
  } catch {
    throw new Error(`${BUNDLED.pathname} is missing: build the server with scripts/build-server.mjs`);
  }
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(SOURCE.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}
