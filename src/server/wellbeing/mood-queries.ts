import { desc, eq } from 'drizzle-orm';
import { overallMood } from '../../common/overall-mood';
import type { MoodInput } from '../../common/schemas/mood';
import type { Db } from '../db/client';
import { moodEntries } from '../db/schema';

export const RECENT_MOOD_LIMIT = 30;

/** Saves a check-in; the overall mood is always the server's own reading of the four scores. */
export async function recordMood(db: Db, userId: string, input: MoodInput) {
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
