import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-db';
import type { Database } from '../db/client';
import { attempts, attemptTurns } from '../db/schema';
import { createAttemptStore } from './attempt-store';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const keys = async (table: typeof attempts | typeof attemptTurns) =>
  (await database.db.select({ key: table.key }).from(table)).map((row) => row.key).sort();

describe('attempt store', () => {
  it('counts parallel attempts on one key one by one', async () => {
    const store = createAttemptStore(database.db);
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.count('parallel', 60_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await store.counted('parallel')).toBe(40);
  });

  it('starts a key afresh once its window has passed', async () => {
    const store = createAttemptStore(database.db);
    for (let i = 0; i < 3; i++) await store.count('passing', 60_000);
    await database.db.execute(
      sql`update attempts set expires_at = now() - interval '1 second' where key = 'passing'`,
    );
    expect(await store.counted('passing')).toBe(0);
    expect(await store.count('passing', 60_000)).toBe(1);
  });

  it('deletes rows whose time has passed as attempts arrive, and keeps the others', async () => {
    const past = sql`now() - interval '1 second'`;
    const future = sql`now() + interval '1 minute'`;
    await database.db.insert(attempts).values([
      { key: 'old', count: 3, expiresAt: past },
      { key: 'live', count: 1, expiresAt: future },
    ]);
    await database.db.insert(attemptTurns).values([
      { key: 'old turn', takenUntil: past },
      { key: 'live turn', takenUntil: future },
    ]);
    await createAttemptStore(database.db).count('new', 60_000);
    expect(await keys(attempts)).not.toContain('old');
    expect(await keys(attempts)).toEqual(expect.arrayContaining(['live', 'new']));
    expect(await keys(attemptTurns)).toEqual(['live turn']);
  });

  it('gives turns one interval apart, and none ending further ahead than allowed', async () => {
    const store = createAttemptStore(database.db);
    const ahead = await Promise.all(Array.from({ length: 6 }, () => store.takeTurn('turns', 1000, 4500)));
    const taken = ahead.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
    expect(taken).toHaveLength(4);
    // The i-th ends i + 1 intervals ahead (less the moments between the statements, more for one that
    // waited for another's row).
    taken.forEach((ms, i) => {
      expect(ms).toBeGreaterThan(i * 1000 + 500);
      expect(ms).toBeLessThan((i + 1) * 1000 + 500);
    });
  });
});
