import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userStats } from '../db/schema';
import { localDate, shiftDays, weekStart } from '../speeches/stats';

type Stats = typeof userStats.$inferSelect;

export type Progress = Pick<
  Stats,
  'totalSpeeches' | 'speechesThisWeek' | 'currentStreak' | 'mostUsedTone' | 'toneStats'
>;

/**
 * The stored counters as of `now`. They are written when a speech is made, so they go stale: this week's
 * count is 0 once the last speech is before this Monday, and the streak is 0 once it is before yesterday —
 * both by calendar day in the viewer's time zone.
 */
export function currentProgress(stats: Stats | undefined, now: Date, timeZone: string): Progress {
  if (!stats) {
    return { totalSpeeches: 0, speechesThisWeek: 0, currentStreak: 0, mostUsedTone: null, toneStats: {} };
  }
  const today = localDate(now, timeZone);
  const last = stats.lastSpeechDate ? localDate(stats.lastSpeechDate, timeZone) : null;
  return {
    totalSpeeches: stats.totalSpeeches,
    speechesThisWeek: last !== null && last >= weekStart(today) ? stats.speechesThisWeek : 0,
    currentStreak: last !== null && last >= shiftDays(today, -1) ? stats.currentStreak : 0,
    mostUsedTone: stats.mostUsedTone,
    toneStats: stats.toneStats,
  };
}

export async function loadProgress(db: Db, userId: string, now: Date, timeZone: string): Promise<Progress> {
  const [stats] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  return currentProgress(stats, now, timeZone);
}
