import { eq } from 'drizzle-orm';
import { isValidTimeZone, localDate, shiftDays, weekStart } from '../../common/local-date';
import { timeZoneSchema } from '../../common/schemas/time-zone';
import type { Tx } from '../db/client';
import { userStats } from '../db/schema';

export { isValidTimeZone, localDate, shiftDays, weekStart };

type Stats = typeof userStats.$inferSelect;

/** The user's time zone, UTC when the client sends none. */
export const timeZoneField = timeZoneSchema.default('UTC');

type Counters = Pick<
  Stats,
  'totalSpeeches' | 'speechesThisWeek' | 'currentStreak' | 'mostUsedTone' | 'toneStats'
>;

/**
 * The counters after one more speech, by calendar day in the user's time zone: the streak grows when
 * the previous speech was yesterday, holds on the same day, and restarts at 1 after a gap.
 */
export function nextStats(previous: Stats | undefined, tone: string, now: Date, timeZone: string): Counters {
  const today = localDate(now, timeZone);
  const last = previous?.lastSpeechDate ? localDate(previous.lastSpeechDate, timeZone) : null;
  const toneStats = { ...(previous?.toneStats ?? {}) };
  toneStats[tone] = (toneStats[tone] ?? 0) + 1;
  const mostUsedTone = Object.entries(toneStats).reduce((best, entry) =>
    entry[1] > best[1] ? entry : best,
  )[0];
  let currentStreak = 1;
  if (previous && last === today) currentStreak = Math.max(previous.currentStreak, 1);
  else if (previous && last === shiftDays(today, -1)) currentStreak = previous.currentStreak + 1;
  const sameWeek = previous && last !== null && last >= weekStart(today);
  return {
    totalSpeeches: (previous?.totalSpeeches ?? 0) + 1,
    speechesThisWeek: sameWeek ? previous.speechesThisWeek + 1 : 1,
    currentStreak,
    mostUsedTone,
    toneStats,
  };
}

/**
 * Updates user_stats inside the generation transaction. Callers hold the user's row lock (taken before
 * the speech is saved), so two generations for one user cannot interleave here.
 */
export async function recordSpeechInStats(tx: Tx, userId: string, tone: string, timeZone: string, now: Date) {
  const [previous] = await tx.select().from(userStats).where(eq(userStats.userId, userId));
  const counters = nextStats(previous, tone, now, timeZone);
  const values = { ...counters, lastSpeechDate: now, updatedAt: now };
  await tx
    .insert(userStats)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userStats.userId, set: values });
}
