import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { workerLimits } from '../lean-process';
import { startWorker } from './start-worker';

const dir = mkdtempSync(path.join(tmpdir(), 'uplift-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startWorker', () => {
  it("starts a TypeScript entry with the server's young-generation limit", async () => {
    const source = path.join(dir, 'echo-worker.mts');
    writeFileSync(
      source,
      `import { parentPort, resourceLimits } from 'node:worker_threads';
const limits: typeof resourceLimits = resourceLimits;
parentPort?.postMessage(limits);`,
    );
    const worker = startWorker('echo-worker', pathToFileURL(source));
    const [limits] = await once(worker, 'message');
    await worker.terminate();
    expect(limits).toMatchObject(workerLimits);
  });
});
