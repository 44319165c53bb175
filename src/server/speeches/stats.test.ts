import { describe, expect, it } from 'vitest';
import type { userStats } from '../db/schema';
import { localDate, nextStats, weekStart } from './stats';

type Stats = typeof userStats.$inferSelect;

const previous = (lastSpeechDate: string, overrides: Partial<Stats> = {}): Stats => ({
  userId: 'u',
  totalSpeeches: 4,
  speechesThisWeek: 2,
  currentStreak: 3,
  mostUsedTone: 'gentle',
  toneStats: { gentle: 3, confident: 1 },
  lastSpeechDate: new Date(lastSpeechDate),
  updatedAt: new Date(lastSpeechDate),
  ...overrides,
});

describe('progress counters', () => {
  it('starts a fresh user at one of everything', () => {
    expect(nextStats(undefined, 'energetic', new Date('2026-11-22T10:00:00Z'), 'UTC')).toEqual({
      totalSpeeches: 1,
      speechesThisWeek: 1,
      currentStreak: 1,
      mostUsedTone: 'energetic',
      toneStats: { energetic: 1 },
    });
  });

  it('grows the streak on the next calendar day and holds it on the same day', () => {
    const last = previous('2026-11-21T09:00:00Z');
    expect(nextStats(last, 'gentle', new Date('2026-11-22T08:00:00Z'), 'UTC').currentStreak).toBe(4);
    expect(nextStats(last, 'gentle', new Date('2026-11-21T23:59:00Z'), 'UTC').currentStreak).toBe(3);
    expect(nextStats(last, 'gentle', new Date('2026-11-23T00:00:00Z'), 'UTC').currentStreak).toBe(1);
  });

  it('counts calendar days in the user’s time zone, not the server’s', () => {
    // 23:30 on the 21st in Sydney is 12:30 UTC on the 21st; 00:30 on the 22nd in Sydney is 13:30 UTC.
    const last = previous('2026-11-21T12:30:00Z');
    const oneHourLater = new Date('2026-11-21T13:30:00Z');
    expect(nextStats(last, 'gentle', oneHourLater, 'Australia/Sydney').currentStreak).toBe(4);
    expect(nextStats(last, 'gentle', oneHourLater, 'UTC').currentStreak).toBe(3);
    // In Los Angeles both instants fall on the 21st... and a speech 30 hours later is two days on.
    expect(
      nextStats(last, 'gentle', new Date('2026-11-22T18:30:00Z'), 'America/Los_Angeles').currentStreak,
    ).toBe(4);
    expect(localDate(new Date('2026-11-21T13:30:00Z'), 'Australia/Sydney')).toBe('2026-11-22');
  });

  it('counts this week from Monday and restarts the count in a new week', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week that began Monday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    const sunday = previous('2026-11-22T10:00:00Z');
    expect(nextStats(sunday, 'gentle', new Date('2026-11-22T11:00:00Z'), 'UTC').speechesThisWeek).toBe(3);
    expect(nextStats(sunday, 'gentle', new Date('2026-11-23T11:00:00Z'), 'UTC').speechesThisWeek).toBe(1);
  });

  it('tracks the tone breakdown and the most used tone', () => {
    const last = previous('2026-11-21T09:00:00Z', { toneStats: { gentle: 2, confident: 2 } });
    const next = nextStats(last, 'confident', new Date('2026-11-21T10:00:00Z'), 'UTC');
    expect(next.toneStats).toEqual({ gentle: 2, confident: 3 });
    expect(next.mostUsedTone).toBe('confident');
    expect(next.totalSpeeches).toBe(5);
  });
});
