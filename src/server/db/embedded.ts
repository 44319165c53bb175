import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite sized for one process (docs/decisions/018-lean-memory.md). Its defaults are a server's: 128 MB
 * of shared buffers, which it touches at start-up (≈130 MB of resident memory), for a database of a few
 * tens of MB that the OS page cache also holds. Durability settings (synchronous_commit, fsync, WAL) are
 * PGlite's own and unchanged.
 */
const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  // The WAL is recycled at a checkpoint; a smaller ceiling keeps the data directory small too.
  max_wal_size: '64MB',
  min_wal_size: '32MB',
} as const;

const embeddedStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * Creates the database in `dir` in a child process that exits afterwards. PGlite's initdb runs a second
 * Postgres instance and copies its 128 MB heap, so a first start peaked near 800 MB and kept ~450 MB of it
 * for the life of the server; a child gives every byte of that back.
 */
function initEmbedded(dir: string): Promise<void> {
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

/**
 * Where the build keeps an empty database (scripts/build-server.mjs), beside the server bundle and named for
 * the PGlite version that made it: a data directory is only readable by the Postgres version that wrote it,
 * so after an upgrade without a rebuild the name no longer matches and initdb runs instead.
 */
export function emptyDatabaseDir(): string {
  const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = path.join(path.dirname(pglite), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return fileURLToPath(new URL(`./empty-database-${version}`, import.meta.url));
}

/**
 * A first start copies the build's empty, migrated database (src/server/db/empty-database.ts) when there is
 * one (a production build): initdb's child peaks near 800 MB, more than a 512 MB machine has, where a copy
 * needs no memory and takes a fraction of the time. From source (tests, development) there is none, and
 * initdb runs in its child.
 */
async function createEmbedded(dir: string): Promise<void> {
  const empty = emptyDatabaseDir();
  if (!existsSync(path.join(empty, 'PG_VERSION'))) return initEmbedded(dir);
  // Copied aside and renamed into place, so a start that dies half-way leaves no half a database.
  const copying = `${dir}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(empty, copying, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(copying, dir);
}

/** The embedded database in `dir`, created first when there is none yet. */
export async function openEmbedded(dir: string): Promise<PGlite> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await createEmbedded(dir);
  return PGlite.create(dir, { startParams: embeddedStartParams() });
}
