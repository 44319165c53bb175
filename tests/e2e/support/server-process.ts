import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
const MAX_LOG_CHUNKS = 2000;

export type RunningServer = {
  baseUrl: string;
  child: ChildProcess;
  /** What the server printed (the first chunks; enough for start-up and shutdown lines). */
  logs: string[];
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (no shutdown, no flushing: a crash or an OOM kill) and wait until the process is gone. */
  kill(): Promise<void>;
};

/** Every test server's HEALTH_TOKEN, so tests can read GET /api/health's details (healthDetails). */
const HEALTH_TOKEN = 'test-health-token-0123456789abcdef';

/** GET /api/health's details, as the operator's monitoring reads them. */
export async function healthDetails(baseUrl: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/health`, {
    headers: { authorization: `Bearer ${HEALTH_TOKEN}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'uplift-data-'));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the production server bundle (or another copy of the build, `entry`) on a free loopback port and
 * resolves once /api/health answers.
 * Only the variables given (plus PATH) reach it, so the developer's environment can't leak in. A cold start
 * (PGlite, migrations, voice warm-up) takes seconds alone but can near a minute on a busy 2-core machine.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  entry = SERVER_ENTRY,
  /** A command that runs the server's command line given after it (e.g. to start it inside a cgroup). */
  launcher: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const [command = process.execPath, ...args] = [...launcher, process.execPath, entry];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      HEALTH_TOKEN,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const keep = (chunk: Buffer) => {
    if (logs.length < MAX_LOG_CHUNKS) logs.push(chunk.toString());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs.join('')}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return {
        baseUrl,
        child,
        logs,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        },
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within ${timeoutMs} ms:\n${logs.join('')}`);
}
