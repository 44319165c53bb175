import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database may be open in one process only (two would corrupt it): the process holding it
 * writes its pid to `dataDir/db.lock`. A lock whose process has died (a crash, a kill) is taken over.
 * Returns the release function.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    // No lock yet.
  }
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is open in another process (pid ${holder}), probably the server. ` +
        'It can be open in one process at a time: stop that one first, or use a Postgres server (DATABASE_URL).',
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
