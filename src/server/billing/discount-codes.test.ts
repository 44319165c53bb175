import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { setUser, userRow } from '../../../tests/setup/billing-app';
import { billingTest } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { discountCodes, discountRedemptions } from '../db/schema';
import { addMonths } from './billing-period';
import { parseDiscountCodes, seedDiscountCodes } from './discount-codes';

// No Stripe keys: paying is unavailable, discount codes still work.
const it = billingTest.extend('payments', { scope: 'file' }, null);

// Each request from its own address unless one is given: wrong codes are limited per address too.
let address = 0;
const post = (
  app: App,
  cookie: string,
  payload?: unknown,
  remoteAddress = `198.51.100.${(address++ % 250) + 1}`,
) =>
  app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const redeem = (app: App, cookie: string, discountCode: string, remoteAddress?: string) =>
  post(app, cookie, { discountCode }, remoteAddress);

let codeCounter = 0;
async function code(database: Database, values: Partial<typeof discountCodes.$inferInsert> = {}) {
  codeCounter += 1;
  const [row] = await database.db
    .insert(discountCodes)
    .values({ code: `TEST${codeCounter}`, tier: 'premium', freeAccess: true, ...values })
    .returning();
  if (!row) throw new Error('no code');
  return row;
}
const codeRow = async (database: Database, value: string) =>
  (await database.db.select().from(discountCodes).where(eq(discountCodes.code, value)))[0];

describe('DISCOUNT_CODES', () => {
  it('parses CODE:tier pairs, upper-casing codes', () => {
    expect(parseDiscountCodes(' beta2026:premium , VIP:Pro,,')).toEqual([
      { code: 'BETA2026', tier: 'premium' },
      { code: 'VIP', tier: 'pro' },
    ]);
    expect(parseDiscountCodes(undefined)).toEqual([]);
    for (const bad of [
      'BETA',
      'BETA:free',
      'BETA:gold',
      'BE TA:pro',
      'A:pro:x',
      ':pro',
      `${'A'.repeat(65)}:pro`,
    ]) {
      expect(() => parseDiscountCodes(bad), bad).toThrow(/^DISCOUNT_CODES: /);
    }
  });

  it('seeds idempotently, keeping redemptions and following the tier', async ({ database }) => {
    await seedDiscountCodes(database.db, 'SEEDME:starter');
    await database.db.update(discountCodes).set({ redemptions: 4 }).where(eq(discountCodes.code, 'SEEDME'));
    await seedDiscountCodes(database.db, 'seedme:pro,SEEDME:pro');
    expect(await codeRow(database, 'SEEDME')).toMatchObject({
      tier: 'pro',
      freeAccess: true,
      redemptions: 4,
    });
    await seedDiscountCodes(database.db, '');
  });
});

describe('POST /api/create-subscription {discountCode}', () => {
  it('grants the code’s plan without payment: active, the plan’s limit, a fresh month', async ({
    database,
    app,
  }) => {
    await seedDiscountCodes(database.db, 'BETA2026:premium');
    const { cookie, user } = await signUp(app);
    await setUser(database.db, user.id, { speechesUsed: 3 });
    const before = Date.now();
    const response = await redeem(app, cookie, '  beta2026 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isFreeAccess: true,
      message: 'Free access to Premium is active: 40 speeches a month.',
    });
    const row = await userRow(database.db, user.id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
      speechLimit: 40,
      speechesUsed: 0,
      billingCycle: 'monthly',
    });
    const start = row.currentPeriodStart?.getTime() ?? 0;
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(row.currentPeriodEnd).toEqual(addMonths(new Date(start), 1));
    const status = await app.inject({
      method: 'GET',
      url: '/api/subscription/status',
      headers: { cookie },
    });
    expect(status.json()).toMatchObject({ currentTier: 'premium', speechLimit: 40, speechesRemaining: 40 });
  });

  it('answers an unknown code with isFreeAccess false (200) and changes nothing', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const response = await redeem(app, cookie, 'NOPE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isFreeAccess: false, message: 'Invalid discount code' });
    expect(await userRow(database.db, user.id)).toMatchObject({
      subscriptionStatus: 'free',
      speechLimit: 3,
    });
  });

  it('stops guessing after five wrong codes a minute, per account and per address', async ({ app }) => {
    const { cookie } = await signUp(app);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await redeem(app, cookie, `GUESS${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another account guessing from one address is stopped there too.
    const other = await signUp(app);
    const statusesFromOneAddress = [];
    for (let i = 0; i < 6; i++)
      statusesFromOneAddress.push((await redeem(app, other.cookie, `OTHER${i}`, '203.0.113.7')).statusCode);
    expect(statusesFromOneAddress).toEqual([200, 200, 200, 200, 200, 429]);
    const third = await signUp(app);
    expect((await redeem(app, third.cookie, 'GUESS9', '203.0.113.7')).statusCode).toBe(429);
  });

  it('evaluates at most five of 300 parallel guesses, so the real code among them grants nothing', async ({
    app,
    database,
  }) => {
    const real = await code(database);
    const { cookie, user } = await signUp(app);
    const guesses = Array.from({ length: 300 }, (_, i) => (i === 150 ? real.code : `PARALLEL${i}`));
    const responses = await Promise.all(guesses.map((guess) => redeem(app, cookie, guess)));
    const evaluated = responses.filter((response) => response.statusCode === 200);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(responses.length - evaluated.length).toBe(responses.filter((r) => r.statusCode === 429).length);
    expect((await userRow(database.db, user.id)).subscriptionStatus).toBe('free');
    expect((await codeRow(database, real.code))?.redemptions).toBe(0);
  });

  it('refuses an expired code and a percent-off code (they are not free access)', async ({
    app,
    database,
  }) => {
    const expired = await code(database, { expiresAt: new Date(Date.now() - 1000) });
    const percentOff = await code(database, { freeAccess: false, percentOff: 50 });
    const { cookie, user } = await signUp(app);
    expect((await redeem(app, cookie, expired.code)).json()).toEqual({
      isFreeAccess: false,
      message: 'This discount code has expired',
    });
    expect((await redeem(app, cookie, percentOff.code)).json()).toEqual({
      isFreeAccess: false,
      message: 'Invalid discount code',
    });
    expect((await userRow(database.db, user.id)).subscriptionStatus).toBe('free');
    expect((await codeRow(database, expired.code))?.redemptions).toBe(0);
  });

  it('lets each user redeem a code once, even with two requests at the same moment', async ({
    app,
    database,
  }) => {
    const once = await code(database);
    const { cookie, user } = await signUp(app);
    const results = (await Promise.all([redeem(app, cookie, once.code), redeem(app, cookie, once.code)])).map(
      (r) => r.json(),
    );
    expect(results.filter((result) => result.isFreeAccess)).toHaveLength(1);
    expect(results.find((result) => !result.isFreeAccess)?.message).toBe(
      'You have already used this discount code',
    );
    expect((await codeRow(database, once.code))?.redemptions).toBe(1);

    // Used up and back on free later: still refused.
    await setUser(database.db, user.id, { subscriptionStatus: 'free' });
    expect((await redeem(app, cookie, once.code)).json().isFreeAccess).toBe(false);
  });

  it('of 10 parallel redemptions by different users of a code with 1 left, exactly one succeeds', async ({
    app,
    database,
  }) => {
    const scarce = await code(database, { maxRedemptions: 5, redemptions: 4, tier: 'pro' });
    const users = await Promise.all(Array.from({ length: 10 }, () => signUp(app)));
    const responses = await Promise.all(users.map(({ cookie }) => redeem(app, cookie, scarce.code)));
    const results = responses.map((response) => response.json());
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(results.filter((result) => result.isFreeAccess)).toHaveLength(1);
    expect(
      results.filter((result) => result.message === 'This discount code has been fully redeemed'),
    ).toHaveLength(9);
    expect((await codeRow(database, scarce.code))?.redemptions).toBe(5);
    const redemptions = await database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.code, scarce.code));
    expect(redemptions).toHaveLength(1);
    const active = await Promise.all(users.map(({ user }) => userRow(database.db, user.id)));
    expect(active.filter((row) => row.subscriptionStatus === 'active')).toHaveLength(1);
  });

  it('refuses a code to a user whose plan comes from a Stripe subscription', async ({ app, database }) => {
    const another = await code(database);
    const { cookie, user } = await signUp(app);
    await setUser(database.db, user.id, { subscriptionStatus: 'active', stripeSubscriptionId: 'sub_123' });
    expect((await redeem(app, cookie, another.code)).json()).toMatchObject({ isFreeAccess: false });
    expect((await codeRow(database, another.code))?.redemptions).toBe(0);
  });

  it('answers bad input with 400 and writes nothing', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const cases: [unknown, string | RegExp][] = [
      [{ discountCode: '' }, 'Discount code is required'],
      [{ discountCode: '   ' }, 'Discount code is required'],
      [{ discountCode: 42 }, 'Discount code is required'],
      [{ discountCode: null }, 'Discount code is required'],
      [{ discountCode: 'X'.repeat(65) }, 'Discount code must be 64 characters or fewer'],
      [{ discountCode: 'BETA\u0000' }, 'Text must not contain NUL characters'],
      [{ discountCode: 'BETA', extra: true }, /Unrecognized key/],
    ];
    for (const [payload, message] of cases) {
      const response = await post(app, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const redemptions = await database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.userId, user.id));
    expect(redemptions).toHaveLength(0);
  });
});

describe('without Stripe keys', () => {
  it('answers the paying variants, the portal and the webhook with 503, and hands out no publishable key', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    for (const payload of [{ tier: 'premium', billingCycle: 'monthly' }, undefined]) {
      const response = await post(app, cookie, payload);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Payment System Unavailable' });
    }
    const portal = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie } });
    expect(portal.statusCode).toBe(503);
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(503);
    const config = await app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(config.json()).toEqual({ stripePublishableKey: null, liveMode: false });
    expect(await userRow(database.db, user.id)).toMatchObject({
      stripeCustomerId: null,
      subscriptionStatus: 'free',
    });
  });
});
