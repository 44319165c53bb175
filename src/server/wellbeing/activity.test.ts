import { afterEach, describe, expect, vi } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { moodEntries, speeches } from '../db/schema';
import { calendarDays, streaks } from './activity';

afterEach(() => {
  vi.useRealTimers();
});

const activity = (app: App, cookie: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/activity${query}`, headers: { cookie } });

async function speechAt(database: Database, userId: string, createdAt: Date) {
  await database.db.insert(speeches).values({
    userId,
    context: 'A big day',
    tone: 'gentle',
    voiceStyle: 'warm',
    content: 'You can.',
    createdAt,
  });
}

describe('streak calendar days', () => {
  it('runs in whole weeks from a Monday to today', () => {
    // Thursday 26 November 2026: two weeks back from that week's Monday, the 16th.
    const days = calendarDays('2026-11-26', 2);
    expect(days[0]).toBe('2026-11-16');
    expect(days.at(-1)).toBe('2026-11-26');
    expect(days).toHaveLength(11);
  });

  it('counts the longest run, and the current one while it reaches today or yesterday', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-11-24', '2026-11-25'];
    expect(streaks(days, '2026-11-26')).toEqual({ current: 2, longest: 3 });
    expect(streaks(days, '2026-11-27')).toEqual({ current: 0, longest: 3 });
    expect(streaks([], '2026-11-27')).toEqual({ current: 0, longest: 0 });
  });
});

describe('GET /api/activity', () => {
  it("counts each day's speeches and check-ins in the viewer's time zone, with the streaks", async ({
    app,
    database,
  }) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Thursday 2026-11-26 10:00 UTC: 21:00 in Sydney.
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const { cookie, user } = await signUp(app);
    // 23:30 on the 25th in UTC is 10:30 on the 26th in Sydney.
    await speechAt(database, user.id, new Date('2026-11-25T23:30:00Z'));
    await speechAt(database, user.id, new Date('2026-11-25T09:00:00Z'));
    await speechAt(database, user.id, new Date('2026-11-24T09:00:00Z'));
    await database.db.insert(moodEntries).values({
      userId: user.id,
      energy: 5,
      confidence: 5,
      stress: 5,
      motivation: 5,
      overallMood: 'balanced',
      createdAt: new Date('2026-11-26T01:00:00Z'),
    });

    const sydney = (await activity(app, cookie, '?timeZone=Australia/Sydney&weeks=2')).json();
    expect(sydney.days).toHaveLength(11);
    const on = (days: { date: string }[], date: string) => days.find((day) => day.date === date);
    expect(on(sydney.days, '2026-11-26')).toEqual({ date: '2026-11-26', speeches: 1, checkIns: 1 });
    expect(on(sydney.days, '2026-11-25')).toEqual({ date: '2026-11-25', speeches: 1, checkIns: 0 });
    expect(sydney).toMatchObject({ currentStreak: 3, longestStreak: 3 });

    const utc = (await activity(app, cookie, '?weeks=2')).json();
    expect(on(utc.days, '2026-11-25')).toEqual({ date: '2026-11-25', speeches: 2, checkIns: 0 });
    expect(on(utc.days, '2026-11-26')).toEqual({ date: '2026-11-26', speeches: 0, checkIns: 1 });
    expect(utc).toMatchObject({ currentStreak: 2, longestStreak: 2 });
  });

  it('shows twelve weeks by default, only my own days, and refuses a bad time zone or week count', async ({
    app,
    database,
  }) => {
    const me = await signUp(app);
    const other = await signUp(app);
    await speechAt(database, other.user.id, new Date());
    const mine = (await activity(app, me.cookie)).json();
    expect(mine.days.length).toBeGreaterThan(77);
    expect(mine.days.length).toBeLessThanOrEqual(84);
    expect(mine.days.every((day: { speeches: number }) => day.speeches === 0)).toBe(true);
    expect((await activity(app, me.cookie, '?timeZone=Mars/Olympus')).statusCode).toBe(400);
    expect((await activity(app, me.cookie, '?weeks=0')).statusCode).toBe(400);
    expect((await activity(app, me.cookie, '?weeks=54')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });
});
