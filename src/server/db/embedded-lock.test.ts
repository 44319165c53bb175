import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockEmbeddedDatabase } from './embedded-lock';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('is held by one process: another live one is refused, a dead one is taken over', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'uplift-lock-'));
    const file = path.join(dir, 'db.lock');
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();

    // The parent process (the test runner) is alive: its lock stands.
    writeFileSync(file, String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(DatabaseInUseError);
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));

    // A pid no process has: a crashed holder's lock is taken over.
    writeFileSync(file, '2147483646');
    lockEmbeddedDatabase(dir)();
  });
});
