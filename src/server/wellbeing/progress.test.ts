import { describe, expect, it } from 'vitest';
import type { userStats } from '../db/schema';
import { currentProgress } from './progress';

type Stats = typeof userStats.$inferSelect;

const stats = (lastSpeechDate: string | null): Stats => ({
  userId: 'u',
  totalSpeeches: 9,
  speechesThisWeek: 4,
  currentStreak: 3,
  mostUsedTone: 'gentle',
  toneStats: { gentle: 6, confident: 3 },
  lastSpeechDate: lastSpeechDate ? new Date(lastSpeechDate) : null,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
});

describe('currentProgress', () => {
  it('is all zeros for a user without speeches', () => {
    expect(currentProgress(undefined, new Date(), 'UTC')).toEqual({
      totalSpeeches: 0,
      speechesThisWeek: 0,
      currentStreak: 0,
      mostUsedTone: null,
      toneStats: {},
    });
  });

  it('keeps the counters while the last speech was today or yesterday', () => {
    // Wednesday 2026-11-25; the last speech was on Tuesday.
    const progress = currentProgress(stats('2026-11-24T09:00:00Z'), new Date('2026-11-25T23:59:00Z'), 'UTC');
    expect(progress).toEqual({
      totalSpeeches: 9,
      speechesThisWeek: 4,
      currentStreak: 3,
      mostUsedTone: 'gentle',
      toneStats: { gentle: 6, confident: 3 },
    });
  });

  it('drops the streak the day after yesterday, at midnight', () => {
    const last = stats('2026-11-24T09:00:00Z');
    expect(currentProgress(last, new Date('2026-11-25T23:59:59Z'), 'UTC').currentStreak).toBe(3);
    expect(currentProgress(last, new Date('2026-11-26T00:00:00Z'), 'UTC')).toMatchObject({
      currentStreak: 0,
      speechesThisWeek: 4,
      totalSpeeches: 9,
    });
  });

  it('drops this week’s count on Monday', () => {
    const sunday = stats('2026-11-29T10:00:00Z');
    expect(currentProgress(sunday, new Date('2026-11-29T23:00:00Z'), 'UTC').speechesThisWeek).toBe(4);
    expect(currentProgress(sunday, new Date('2026-11-30T00:30:00Z'), 'UTC')).toMatchObject({
      speechesThisWeek: 0,
      currentStreak: 3,
    });
  });

  it('counts days in the viewer’s time zone', () => {
    // 13:30 UTC on the 24th is 00:30 on the 25th in Sydney; the same instant is 05:30 on the 24th in LA.
    const last = stats('2026-11-24T13:30:00Z');
    const now = new Date('2026-11-26T10:00:00Z'); // the 26th in UTC and Sydney (21:00), 02:00 on the 26th in LA
    expect(currentProgress(last, now, 'Australia/Sydney').currentStreak).toBe(3);
    expect(currentProgress(last, now, 'UTC').currentStreak).toBe(0);
    expect(currentProgress(last, now, 'America/Los_Angeles').currentStreak).toBe(0);
    // Monday 30th 09:00 in Sydney is still Sunday 29th in UTC: a Sunday speech counts for the UTC week only.
    const sunday = stats('2026-11-29T12:00:00Z');
    const mondayInSydney = new Date('2026-11-29T22:00:00Z');
    expect(currentProgress(sunday, mondayInSydney, 'UTC').speechesThisWeek).toBe(4);
    expect(currentProgress(sunday, mondayInSydney, 'Australia/Sydney').speechesThisWeek).toBe(0);
  });

  it('survives a daylight-saving change: yesterday is the previous calendar day, not 24 hours ago', () => {
    // Sydney springs forward on 2026-10-04, a 23-hour day: at 00:30 on the 5th, 24 hours ago was the 3rd.
    const now = new Date('2026-10-04T13:30:00Z'); // 00:30 on the 5th in Sydney (UTC+11)
    const onTheFourth = stats('2026-10-03T14:30:00Z'); // 00:30 on the 4th (UTC+10)
    const onTheThird = stats('2026-10-03T03:00:00Z'); // 13:00 on the 3rd
    expect(currentProgress(onTheFourth, now, 'Australia/Sydney').currentStreak).toBe(3);
    expect(currentProgress(onTheThird, now, 'Australia/Sydney').currentStreak).toBe(0);
  });

  it('treats a missing last speech date as long ago', () => {
    expect(currentProgress(stats(null), new Date(), 'UTC')).toMatchObject({
      currentStreak: 0,
      speechesThisWeek: 0,
    });
  });
});
