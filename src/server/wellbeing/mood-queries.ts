import { and, count, desc, eq, gte } from 'drizzle-orm';
import { CHECK_INS_PER_DAY_MAX } from '../../common/limits';
import { overallMood } from '../../common/overall-mood';
import type { MoodInput } from '../../common/schemas/mood';
import type { Db } from '../db/client';
import { moodEntries, users } from '../db/schema';
import { AppError } from '../http/app-error';

export const RECENT_MOOD_LIMIT = 30;

export const TOO_MANY_CHECK_INS = `That's ${CHECK_INS_PER_DAY_MAX} check-ins in the last day. Check in again tomorrow.`;

/** Saves a check-in, at most CHECK_INS_PER_DAY_MAX in 24 hours (counted under the user's row lock); the
 * overall mood is always the server's own reading of the four scores. */
export async function recordMood(db: Db, userId: string, input: MoodInput) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const since = new Date(Date.now() - DAY_MS);
    const [today] = await tx
      .select({ n: count() })
      .from(moodEntries)
      .where(and(eq(moodEntries.userId, userId), gte(moodEntries.createdAt, since)));
    if ((today?.n ?? 0) >= CHECK_INS_PER_DAY_MAX) throw new AppError(429, TOO_MANY_CHECK_INS);
    return insertMood(tx, userId, input);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertMood(db: Pick<Db, 'insert'>, userId: string, input: MoodInput) {
  const [entry] = await db
    .insert(moodEntries)
    .values({
      userId,
      energy: input.energy,
      confidence: input.confidence,
      stress: input.stress,
      motivation: input.motivation,
      overallMood: overallMood(input),
      notes: input.notes || null,
    })
    .returning();
  if (!entry) throw new Error('mood insert returned no row');
  return entry;
}

export function listRecentMoods(db: Db, userId: string) {
  return db
    .select()
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(desc(moodEntries.createdAt), desc(moodEntries.id))
    .limit(RECENT_MOOD_LIMIT);
}
