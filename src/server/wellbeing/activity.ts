import { and, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { moodEntries, speeches } from '../db/schema';
import { localDate, shiftDays, weekStart } from '../speeches/stats';

export const ACTIVITY_WEEKS_DEFAULT = 12;
export const ACTIVITY_WEEKS_MAX = 53;

type ActivityDay = { date: string; speeches: number; checkIns: number };
type Activity = { days: ActivityDay[]; currentStreak: number; longestStreak: number };

/** Whole weeks from Monday, `weeks` weeks back (this week included), through today. */
export function calendarDays(today: string, weeks: number): string[] {
  const days: string[] = [];
  for (let day = shiftDays(weekStart(today), -7 * (weeks - 1)); day <= today; day = shiftDays(day, 1))
    days.push(day);
  return days;
}

/**
 * Runs of consecutive days with a speech: the longest ever, and the one still going (it ends today, or
 * yesterday while today is still open), as the progress card counts its streak.
 */
export function streaks(speechDays: readonly string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of speechDays) {
    run = previous !== null && shiftDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const current = previous !== null && previous >= shiftDays(today, -1) ? run : 0;
  return { current, longest };
}

// Counts per local calendar day of a table's rows for one user since an instant.
async function countByDay(
  db: Db,
  table: PgTable & { userId: PgColumn; createdAt: PgColumn },
  userId: string,
  timeZone: string,
  since: Date,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${table.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.userId, userId), gte(table.createdAt, since)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** GET /api/activity: speeches and check-ins per day in the viewer's time zone, and the streaks. */
export async function loadActivity(db: Db, userId: string, now: Date, timeZone: string, weeks: number) {
  const today = localDate(now, timeZone);
  const days = calendarDays(today, weeks);
  const first = days[0] ?? today;
  // Midnight UTC of the first day, less the widest time-zone offset: every row of that local day is in.
  const since = new Date(Date.parse(`${first}T00:00:00Z`) - 14 * 60 * 60 * 1000);
  // Every day with a speech, for the longest streak; the calendar's days are among them.
  const [speechCounts, checkIns] = await Promise.all([
    countByDay(db, speeches, userId, timeZone, new Date(0)),
    countByDay(db, moodEntries, userId, timeZone, since),
  ]);
  const { current, longest } = streaks([...speechCounts.keys()].sort(), today);
  return {
    days: days.map((date) => ({
      date,
      speeches: speechCounts.get(date) ?? 0,
      checkIns: checkIns.get(date) ?? 0,
    })),
    currentStreak: current,
    longestStreak: longest,
  } satisfies Activity;
}
