import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CODEC_PROCESS_FLAGS, MALLOC_ARENAS, workerLimits } from '../lean-process';
import { startProcess, startWorker } from './start-worker';

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

type Reply = { job: { bytes: Uint8Array }; execArgv: string[]; arenas: string };

describe('startProcess', () => {
  it('starts a TypeScript entry as a child process with the V8 flags given, not the parent’s', async () => {
    const source = path.join(dir, 'flags-process.mts');
    writeFileSync(
      source,
      `process.on('message', (job) =>
  process.send?.({ job, execArgv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX }));`,
    );
    const child = startProcess('flags-process', pathToFileURL(source), CODEC_PROCESS_FLAGS);
    const replied = new Promise<Reply>((resolve) => child.on('message', (reply) => resolve(reply as Reply)));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.postMessage({ bytes: new Uint8Array([1, 2, 3]) });
    const reply = await replied;
    await child.terminate();
    await exited;
    expect(reply.job.bytes).toEqual(new Uint8Array([1, 2, 3]));
    expect(reply.execArgv.slice(0, CODEC_PROCESS_FLAGS.length)).toEqual(CODEC_PROCESS_FLAGS);
    expect(reply.execArgv).not.toContain('--liftoff-only');
    expect(reply.arenas).toBe(process.env.MALLOC_ARENA_MAX ?? MALLOC_ARENAS);
  });
});
