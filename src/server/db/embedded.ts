import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite sized for one process (docs/decisions/018-lean-memory.md). Its defaults are a server's: 128 MB
 * of shared buffers, which it touches at start-up (≈130 MB of resident memory), for a database of a few
 * tens of MB that the OS page cache also holds. Durability settings (synchronous_commit, fsync, WAL) are
 * PGlite's own and unchanged.
 */
export const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  // The WAL is recycled at a checkpoint; a smaller ceiling keeps the data directory small too.
  max_wal_size: '64MB',
  min_wal_size: '32MB',
} as const;

export const embeddedStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * Creates the database in `dir` in a child process that exits afterwards. PGlite's initdb runs a second
 * Postgres instance and copies its 128 MB heap, so a first start peaked near 800 MB and kept ~450 MB of it
 * for the life of the server; a child gives every byte of that back.
 */
export function initEmbedded(dir: string): Promise<void> {
  const script = `const [url, dir, params] = process.argv.slice(1);
const { PGlite } = await import(url);
await (await PGlite.create(dir, { startParams: JSON.parse(params) })).close();`;
  const args = [import.meta.resolve('@electric-sql/pglite'), dir, JSON.stringify(embeddedStartParams())];
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the database failed (${code}): ${stderr}`)),
    );
  });
}

/** The embedded database in `dir`, created first (in a child process) when there is none yet. */
export async function openEmbedded(dir: string): Promise<PGlite> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initEmbedded(dir);
  return PGlite.create(dir, { startParams: embeddedStartParams() });
}
