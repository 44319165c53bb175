import { localDate } from '../../common/local-date';
import { shiftDays } from '../speeches/stats';

export type ReminderRule = { time: string; days: readonly number[]; timeZone: string };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading at an instant in a zone, as if it were UTC (minute precision). */
function wallTime(instant: number, timeZone: string): number {
  const part = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
}

const offsetAt = (instant: number, timeZone: string) =>
  wallTime(instant, timeZone) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;

/**
 * The instant a local date and time happen in a zone. Across a daylight-saving change (at most one a
 * day) the offsets before and after it are the candidates: a time that happens twice (clocks go back)
 * is its first happening, and a time that never happens (clocks go forward) is moved on by the gap,
 * 02:30 becoming 03:30, so the day is neither skipped nor doubled.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const exact = [wall - before, wall - after].filter((instant) => wallTime(instant, timeZone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : wall - before);
}

/** The weekday (0 = Sunday) of a calendar date. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first time the reminder fires at or after `notBefore`; null when it has no days. */
export function nextOccurrence(rule: ReminderRule, notBefore: Date): Date | null {
  const start = localDate(notBefore, rule.timeZone);
  // Eight dates: today's time may have passed, and the same weekday comes round a week later.
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = shiftDays(start, offset);
    if (!rule.days.includes(weekday(date))) continue;
    const instant = zonedInstant(date, rule.time, rule.timeZone);
    if (instant >= notBefore) return instant;
  }
  return null;
}

/** The start of the minute an instant falls in: a reminder set for this minute is due now. */
export const startOfMinute = (instant: Date) =>
  new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
