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
 * creates `dataDir/db.lock` holding its pid (exclusively: of two starting at once, one wins). A lock whose
 * process has died (a crash, a kill) is taken over. Returns the release function.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const holder = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is open in another process (pid ${holder}), probably the server. ` +
          'It can be open in one process at a time: stop that one first, or use a Postgres server (DATABASE_URL).',
      );
    }
    rmSync(file, { force: true }); // its holder is gone
  }
}
