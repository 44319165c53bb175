import { describe, expect } from 'vitest';
import { setUser, userRow } from '../../../tests/setup/billing-app';
import { billingTest } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { PLANS } from '../../common/plans';
import type { App } from '../app';
import type { Database } from '../db/client';
import { addMonths } from './billing-period';
import { rollOverPeriodIfDue } from './period-rollover';

const it = billingTest.extend('payments', { scope: 'file' }, null);

const DAY_MS = 86_400_000;
const status = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/subscription/status', headers: { cookie } });

/** A user on an active plan whose usage period ended `daysAgo` days ago. */
async function lapsedSubscriber(app: App, database: Database, daysAgo: number, speechesUsed = 15) {
  const { cookie, user } = await signUp(app);
  const periodEnd = new Date(Date.now() - daysAgo * DAY_MS);
  await setUser(database.db, user.id, {
    subscriptionStatus: 'active',
    subscriptionTier: 'starter',
    speechLimit: 20,
    speechesUsed,
    currentPeriodStart: addMonths(periodEnd, -1),
    currentPeriodEnd: periodEnd,
  });
  return { cookie, userId: user.id as string, periodEnd };
}

describe('GET /api/subscription/tiers', () => {
  it('lists the plans without needing a session', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/api/subscription/tiers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(PLANS);
    expect(response.json().map((plan: { id: string }) => plan.id)).toEqual(['starter', 'premium', 'pro']);
  });
});

describe('GET /api/subscription/status', () => {
  it("reports a new user's free plan", async ({ app }) => {
    const { cookie } = await signUp(app);
    const response = await status(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currentTier: 'free',
      billingCycle: 'monthly',
      subscriptionStatus: 'free',
      speechesUsed: 0,
      speechLimit: 3,
      speechesRemaining: 3,
      usagePercentage: 0,
      currentPeriodEnd: null,
      shouldShowUpgrade: false,
      suggestedTier: 'starter',
      canManageBilling: false,
    });
  });

  it('needs a session', async ({ app }) => {
    expect((await app.inject({ method: 'GET', url: '/api/subscription/status' })).statusCode).toBe(401);
  });

  it('starts the next period with usage at 0 once the period has ended', async ({ database, app }) => {
    const { cookie, userId, periodEnd } = await lapsedSubscriber(app, database, 2);
    const body = (await status(app, cookie)).json();
    expect(body).toMatchObject({ speechesUsed: 0, speechesRemaining: 20, currentTier: 'starter' });
    expect(body.currentPeriodEnd).toBe(addMonths(periodEnd, 1).toISOString());
    expect(await userRow(database.db, userId)).toMatchObject({
      speechesUsed: 0,
      currentPeriodStart: periodEnd,
      currentPeriodEnd: addMonths(periodEnd, 1),
    });
  });

  it('rolls an ended period over for every signed-in route, not only the billing ones', async ({
    app,
    database,
  }) => {
    for (const url of ['/api/auth/user', '/api/progress', '/api/user']) {
      const { cookie, userId } = await lapsedSubscriber(app, database, 2);
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().speechesUsed, url).toBe(0);
      expect((await userRow(database.db, userId)).speechesUsed, url).toBe(0);
    }
  });

  it('resets exactly once under 10 concurrent reads', async ({ database, app }) => {
    const { cookie, userId, periodEnd } = await lapsedSubscriber(app, database, 1);
    const responses = await Promise.all(Array.from({ length: 10 }, () => status(app, cookie)));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        speechesUsed: 0,
        currentPeriodEnd: addMonths(periodEnd, 1).toISOString(),
      });
    }
    expect((await userRow(database.db, userId)).currentPeriodEnd).toEqual(addMonths(periodEnd, 1));
  });

  it('rollOverPeriodIfDue: of 10 concurrent callers exactly one resets, and usage after it is kept', async ({
    database,
    app,
  }) => {
    const { userId } = await lapsedSubscriber(app, database, 1);
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => rollOverPeriodIfDue(database.db, userId, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    await setUser(database.db, userId, { speechesUsed: 4 });
    expect(await rollOverPeriodIfDue(database.db, userId, now)).toBe(false);
    expect((await userRow(database.db, userId)).speechesUsed).toBe(4);
  });

  it('after months away, moves straight to the period containing now', async ({ app, database }) => {
    const { cookie } = await lapsedSubscriber(app, database, 95);
    const body = (await status(app, cookie)).json();
    const end = Date.parse(body.currentPeriodEnd);
    expect(end).toBeGreaterThan(Date.now());
    expect(end).toBeLessThanOrEqual(Date.now() + 31 * DAY_MS);
    expect(body.speechesUsed).toBe(0);
  });

  it('leaves a period that has not ended alone', async ({ database, app }) => {
    const { cookie, userId } = await lapsedSubscriber(app, database, -3, 17);
    expect((await status(app, cookie)).json()).toMatchObject({ speechesUsed: 17, shouldShowUpgrade: true });
    expect((await userRow(database.db, userId)).speechesUsed).toBe(17);
  });

  it('never resets a free user, even one with an old period left from a cancelled plan', async ({
    database,
    app,
  }) => {
    const { cookie, userId } = await lapsedSubscriber(app, database, 5, 12);
    await setUser(database.db, userId, {
      subscriptionStatus: 'free',
      subscriptionTier: 'free',
      speechLimit: 3,
    });
    expect((await status(app, cookie)).json()).toMatchObject({
      speechesUsed: 12,
      speechesRemaining: 0,
      currentTier: 'free',
    });
    expect(await rollOverPeriodIfDue(database.db, userId)).toBe(false);
    expect((await userRow(database.db, userId)).speechesUsed).toBe(12);
  });
});
