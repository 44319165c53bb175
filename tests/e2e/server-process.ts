import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');

export type RunningServer = {
  baseUrl: string;
  child: ChildProcess;
  logs: string[];
  /** SIGTERM and wait; resolves with the exit code. */
  stop(): Promise<number | null>;
};

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'uplift-data-'));

/**
 * Starts the production server bundle on a free loopback port and resolves once it logs that it is
 * ready. Only the variables given (plus PATH) reach it, so the developer's environment can't leak in.
 */
export function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${logs.join('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      logs.push(text);
      for (const line of text.split('\n')) {
        if (!line.includes('Uplift is ready')) continue;
        const { address } = JSON.parse(line) as { address: string };
        clearTimeout(timer);
        resolve({
          baseUrl: address,
          child,
          logs,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${logs.join('')}`));
    });
  });
}
