import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts, attemptTurns } from '../db/schema';

// Expired rows are deleted at most this often by each process, as attempts arrive.
const SWEEP_MS = 60_000;

const msFromNow = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

/**
 * The attempt limits' counts, kept in the database so that every server process on it shares them. Each
 * count is one atomic statement, so parallel requests (on any server) are all counted. The database's
 * clock is the one every process reads.
 */
export function createAttemptStore(db: Db) {
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_MS) return;
    lastSweep = Date.now();
    await db.delete(attempts).where(lt(attempts.expiresAt, sql`now()`));
    await db.delete(attemptTurns).where(lt(attemptTurns.takenUntil, sql`now()`));
  }

  return {
    /** Counts one attempt on the key, in a window of `windowMs` from its first; the count so far. */
    async count(key: string, windowMs: number): Promise<number> {
      await sweep();
      const live = sql`${attempts.expiresAt} > now()`;
      const [row] = await db
        .insert(attempts)
        .values({ key, count: 1, expiresAt: msFromNow(windowMs) })
        .onConflictDoUpdate({
          target: attempts.key,
          set: {
            count: sql`case when ${live} then ${attempts.count} + 1 else 1 end`,
            expiresAt: sql`case when ${live} then ${attempts.expiresAt} else excluded.expires_at end`,
          },
        })
        .returning({ count: attempts.count });
      if (!row) throw new Error('counting an attempt returned no row');
      return row.count;
    },

    /** The key's attempts in its current window, without counting one. */
    async counted(key: string): Promise<number> {
      const [row] = await db
        .select({ count: attempts.count })
        .from(attempts)
        .where(sql`${attempts.key} = ${key} and ${attempts.expiresAt} > now()`);
      return row?.count ?? 0;
    },

    /**
     * Takes the key's next turn, `intervalMs` after its last one (or now): how far ahead of now that turn
     * ends, in ms. Null, taking nothing, when it would end more than `maxAheadMs` ahead.
     */
    async takeTurn(key: string, intervalMs: number, maxAheadMs: number): Promise<number | null> {
      await sweep();
      const next = sql`greatest(${attemptTurns.takenUntil}, now()) + ${intervalMs}::double precision * interval '1 millisecond'`;
      const [row] = await db
        .insert(attemptTurns)
        .values({ key, takenUntil: msFromNow(intervalMs) })
        .onConflictDoUpdate({
          target: attemptTurns.key,
          set: { takenUntil: next },
          setWhere: sql`${next} <= ${msFromNow(maxAheadMs)}`,
        })
        .returning({
          aheadMs: sql<number>`extract(epoch from ${attemptTurns.takenUntil} - now()) * 1000`.mapWith(Number),
        });
      return row ? row.aheadMs : null;
    },
  };
}

export type AttemptStore = ReturnType<typeof createAttemptStore>;
