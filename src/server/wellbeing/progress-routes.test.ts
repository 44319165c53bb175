import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, vi } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import { userStats, users } from '../db/schema';

const progress = (app: App, cookie: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/progress${query}`, headers: { cookie } });

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/progress', () => {
  it('is all zeros for a new user, with their quota', async ({ app }) => {
    const { cookie } = await signUp(app);
    const response = await progress(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalSpeeches: 0,
      speechesThisWeek: 0,
      currentStreak: 0,
      mostUsedTone: null,
      toneStats: {},
      speechesUsed: 0,
      speechLimit: 3,
    });
  });

  it('keeps or drops the streak across a day boundary, by the time zone asked for', async ({
    app,
    database,
  }) => {
    // Only Date is faked, so sessions and the handler agree on "now" while timers and I/O run normally.
    vi.useFakeTimers({ toFake: ['Date'] });
    // Thursday 2026-11-26 10:00 UTC: 21:00 on the 26th in Sydney, 02:00 on the 26th in Los Angeles.
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const { cookie, user } = await signUp(app);
    await database.db.update(users).set({ speechesUsed: 2 }).where(eq(users.id, user.id));
    await database.db.insert(userStats).values({
      userId: user.id,
      totalSpeeches: 7,
      speechesThisWeek: 3,
      currentStreak: 2,
      mostUsedTone: 'energetic',
      toneStats: { energetic: 5, gentle: 2 },
      // 00:30 on Wednesday the 25th in Sydney, but still Tuesday the 24th in UTC and Los Angeles.
      lastSpeechDate: new Date('2026-11-24T13:30:00Z'),
    });

    const sydney = (await progress(app, cookie, '?timeZone=Australia/Sydney')).json();
    expect(sydney).toEqual({
      totalSpeeches: 7,
      speechesThisWeek: 3,
      currentStreak: 2,
      mostUsedTone: 'energetic',
      toneStats: { energetic: 5, gentle: 2 },
      speechesUsed: 2,
      speechLimit: 3,
    });
    const utc = (await progress(app, cookie)).json();
    expect(utc).toMatchObject({ totalSpeeches: 7, speechesThisWeek: 3, currentStreak: 0 });
    const losAngeles = (await progress(app, cookie, '?timeZone=America/Los_Angeles')).json();
    expect(losAngeles).toMatchObject({ speechesThisWeek: 3, currentStreak: 0 });

    // One day later it is the day after yesterday in Sydney too.
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    expect((await progress(app, cookie, '?timeZone=Australia/Sydney')).json()).toMatchObject({
      currentStreak: 0,
      speechesThisWeek: 3,
    });
    // The next Monday the week's count is gone as well.
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    expect((await progress(app, cookie, '?timeZone=Australia/Sydney')).json()).toMatchObject({
      totalSpeeches: 7,
      speechesThisWeek: 0,
      currentStreak: 0,
    });
  });

  it('answers a bad time zone with 400', async ({ app }) => {
    const { cookie } = await signUp(app);
    for (const query of [
      '?timeZone=Mars/Olympus',
      `?timeZone=${'A'.repeat(65)}`,
      '?timeZone=UTC&timeZone=UTC',
    ]) {
      const response = await progress(app, cookie, query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await progress(app, cookie, '?timeZone=Nowhere')).json().message).toBe(
      'timeZone must be an IANA time zone such as Australia/Sydney',
    );
  });

  it('needs a session', async ({ app }) => {
    expect((await app.inject({ method: 'GET', url: '/api/progress' })).statusCode).toBe(401);
  });
});
