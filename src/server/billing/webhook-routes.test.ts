import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { StripeDouble } from '../../../tests/doubles/stripe-api';
import { setUser, signedDelivery, userRow } from '../../../tests/setup/billing-app';
import { billingTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { notifications, stripeEvents } from '../db/schema';

const DAY_MS = 86_400_000;
// Stripe's timestamps are whole seconds.
const secondsFromNow = (days: number) => new Date(Math.floor((Date.now() + days * DAY_MS) / 1000) * 1000);

/** A signed-up user with an incomplete Stripe subscription, as after Continue on the subscribe page. */
async function subscriber(app: App, database: Database, tier = 'premium', billingCycle = 'monthly') {
  const { cookie, user } = await signUp(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    payload: { tier, billingCycle },
  });
  if (response.statusCode !== 200) throw new Error(`create-subscription: ${response.body}`);
  const { stripeSubscriptionId, stripeCustomerId } = await userRow(database.db, user.id);
  return {
    cookie,
    userId: user.id as string,
    subscriptionId: stripeSubscriptionId ?? '',
    customerId: stripeCustomerId ?? '',
  };
}

const deliver = (app: App, event: Record<string, unknown>, secret?: string) =>
  app.inject({ method: 'POST', url: '/api/stripe/webhook', ...signedDelivery(event, secret) });

const subscriptionEvent = (stripe: StripeDouble, type: string, subscriptionId: string) =>
  stripe.event(type, stripe.subscriptions.get(subscriptionId) ?? {});

const invoiceEvent = (stripe: StripeDouble, type: string, subscriptionId: string, customerId: string) =>
  stripe.event(type, {
    id: 'in_test',
    object: 'invoice',
    customer: customerId,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  });

const noticesOf = (database: Database, userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/stripe/webhook', () => {
  it('activates the plan Stripe says is paid: tier, limit, cycle, period, usage from 0', async ({
    database,
    stripe,
    app,
  }) => {
    const { userId, subscriptionId } = await subscriber(app, database, 'premium', 'monthly');
    await setUser(database.db, userId, { speechesUsed: 3 });
    const start = secondsFromNow(-1);
    const end = secondsFromNow(29);
    stripe.setSubscription(subscriptionId, {
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });

    const response = await deliver(
      app,
      subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await userRow(database.db, userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
      speechLimit: 40,
      billingCycle: 'monthly',
      speechesUsed: 0,
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
    expect((await noticesOf(database, userId)).map((notice) => notice.title)).toEqual(["You're on Premium"]);
  });

  it('refuses a forged, stale-secret or missing signature with 400 and changes nothing', async ({
    stripe,
    app,
    database,
  }) => {
    const { userId, subscriptionId } = await subscriber(app, database);
    stripe.setSubscription(subscriptionId, { status: 'active' });
    const event = subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId);

    const forged = await deliver(app, event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid Stripe signature' });

    const genuine = signedDelivery(event);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: genuine.headers,
      payload: genuine.payload.replace('"active"', '"trialing"'),
    });
    expect(tampered.statusCode).toBe(400);

    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: genuine.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: 'Missing Stripe signature' });

    expect(await userRow(database.db, userId)).toMatchObject({
      subscriptionStatus: 'free',
      speechLimit: 3,
    });
    const recorded = await database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, String(event.id)));
    expect(recorded).toHaveLength(0);
  });

  it('applies a re-delivered event once', async ({ stripe, database, app }) => {
    const { userId, subscriptionId, customerId } = await subscriber(app, database, 'starter');
    stripe.setSubscription(subscriptionId, { status: 'active' });
    const event = subscriptionEvent(stripe, 'customer.subscription.created', subscriptionId);
    expect((await deliver(app, event)).statusCode).toBe(200);
    await setUser(database.db, userId, { speechesUsed: 5 });

    // Stripe retries with the same event id, also in parallel.
    const again = await Promise.all([deliver(app, event), deliver(app, event), deliver(app, event)]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await userRow(database.db, userId)).toMatchObject({ speechesUsed: 5, speechLimit: 20 });
    expect(await noticesOf(database, userId)).toHaveLength(1);

    const failed = invoiceEvent(stripe, 'invoice.payment_failed', subscriptionId, customerId);
    await Promise.all([deliver(app, failed), deliver(app, failed)]);
    await deliver(app, failed);
    const failures = (await noticesOf(database, userId)).filter((notice) => notice.kind === 'payment_failed');
    expect(failures).toHaveLength(1);
    const recorded = await database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, String(event.id)));
    expect(recorded).toEqual([expect.objectContaining({ type: 'customer.subscription.created' })]);
  });

  it('keeps a cancelled plan cancelled when an older `updated` arrives after `deleted`', async ({
    stripe,
    database,
    app,
  }) => {
    const { userId, subscriptionId, customerId } = await subscriber(app, database, 'pro');
    stripe.setSubscription(subscriptionId, { status: 'active' });
    const staleUpdate = subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId);
    await deliver(app, invoiceEvent(stripe, 'invoice.paid', subscriptionId, customerId));
    expect(await userRow(database.db, userId)).toMatchObject({
      subscriptionStatus: 'active',
      speechLimit: 200,
    });
    await setUser(database.db, userId, { speechesUsed: 12 });

    stripe.setSubscription(subscriptionId, { status: 'canceled' });
    expect(
      (await deliver(app, subscriptionEvent(stripe, 'customer.subscription.deleted', subscriptionId)))
        .statusCode,
    ).toBe(200);
    const cancelled = {
      subscriptionStatus: 'free',
      subscriptionTier: 'free',
      speechLimit: 3,
      speechesUsed: 12,
    };
    expect(await userRow(database.db, userId)).toMatchObject(cancelled);

    // The stale event still says "active"; the re-fetch says canceled.
    expect((staleUpdate.data as { object: { status: string } }).object.status).toBe('active');
    expect((await deliver(app, staleUpdate)).statusCode).toBe(200);
    expect(await userRow(database.db, userId)).toMatchObject(cancelled);
    const titles = (await noticesOf(database, userId)).map((notice) => notice.title).sort();
    expect(titles).toEqual(["You're on Pro", 'Your Pro plan has ended']);
  });

  it('notifies the user of a failed payment and drops the plan Stripe no longer counts as paid', async ({
    stripe,
    database,
    app,
  }) => {
    const { userId, subscriptionId, customerId } = await subscriber(app, database, 'premium');
    stripe.setSubscription(subscriptionId, { status: 'active' });
    await deliver(app, subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId));

    stripe.setSubscription(subscriptionId, { status: 'past_due' });
    const response = await deliver(
      app,
      invoiceEvent(stripe, 'invoice.payment_failed', subscriptionId, customerId),
    );
    expect(response.statusCode).toBe(200);
    expect(await userRow(database.db, userId)).toMatchObject({
      subscriptionStatus: 'free',
      speechLimit: 3,
    });
    expect(await noticesOf(database, userId)).toContainEqual(
      expect.objectContaining({ kind: 'payment_failed', title: 'Payment failed', readAt: null }),
    );
  });

  it('resets usage when Stripe moves the period forward, and only then', async ({
    stripe,
    database,
    app,
  }) => {
    const { userId, subscriptionId, customerId } = await subscriber(app, database, 'starter');
    const start = secondsFromNow(-40);
    const end = secondsFromNow(-10);
    stripe.setSubscription(subscriptionId, {
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
    await deliver(app, subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId));
    await setUser(database.db, userId, { speechesUsed: 18 });

    // Same period (a card change, say): usage stays.
    await deliver(app, subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId));
    expect((await userRow(database.db, userId)).speechesUsed).toBe(18);

    const renewedEnd = secondsFromNow(20);
    stripe.setSubscription(subscriptionId, { currentPeriodStart: end, currentPeriodEnd: renewedEnd });
    await deliver(app, invoiceEvent(stripe, 'invoice.paid', subscriptionId, customerId));
    expect(await userRow(database.db, userId)).toMatchObject({
      speechesUsed: 0,
      currentPeriodStart: end,
      currentPeriodEnd: renewedEnd,
    });
  });

  it('gives a yearly subscriber monthly usage periods inside the paid year', async ({
    stripe,
    database,
    app,
  }) => {
    const { userId, subscriptionId } = await subscriber(app, database, 'premium', 'yearly');
    const start = new Date(
      Date.UTC(new Date().getUTCFullYear() - 1, new Date().getUTCMonth(), 1) + DAY_MS * 3,
    );
    const end = new Date(start.getTime() + 400 * DAY_MS);
    stripe.setSubscription(subscriptionId, {
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
    await deliver(app, subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId));
    const user = await userRow(database.db, userId);
    expect(user).toMatchObject({ billingCycle: 'yearly', speechLimit: 40 });
    const periodStart = user.currentPeriodStart?.getTime() ?? 0;
    const periodEnd = user.currentPeriodEnd?.getTime() ?? 0;
    expect(periodStart).toBeLessThanOrEqual(Date.now());
    expect(periodEnd).toBeGreaterThan(Date.now());
    expect(periodEnd - periodStart).toBeLessThanOrEqual(31 * DAY_MS);
    expect(user.currentPeriodStart?.getUTCDate()).toBe(start.getUTCDate());
  });

  it('takes a plan change from the price Stripe now has', async ({ stripe, database, app }) => {
    const { userId, subscriptionId } = await subscriber(app, database, 'starter');
    await subscriber(app, database, 'pro');
    stripe.setSubscription(subscriptionId, { status: 'active' });
    await deliver(app, subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId));
    stripe.setSubscription(subscriptionId, { price: 'uplift_pro_monthly' });
    await deliver(app, subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId));
    expect(await userRow(database.db, userId)).toMatchObject({ subscriptionTier: 'pro', speechLimit: 200 });
  });

  it('never lets an abandoned checkout take away access granted by a discount code', async ({
    database,
    stripe,
    app,
  }) => {
    const { userId, subscriptionId } = await subscriber(app, database, 'premium');
    await setUser(database.db, userId, {
      subscriptionStatus: 'active',
      subscriptionTier: 'starter',
      speechLimit: 20,
    });
    stripe.setSubscription(subscriptionId, { status: 'incomplete_expired' });
    await deliver(app, subscriptionEvent(stripe, 'customer.subscription.updated', subscriptionId));
    expect(await userRow(database.db, userId)).toMatchObject({
      subscriptionStatus: 'active',
      speechLimit: 20,
    });
  });

  it('records events it has nothing to do with, and events for customers it does not know', async ({
    stripe,
    database,
    app,
  }) => {
    const other = stripe.event('charge.succeeded', { id: 'ch_1', object: 'charge' });
    expect((await deliver(app, other)).statusCode).toBe(200);
    const stranger = invoiceEvent(stripe, 'invoice.paid', 'sub_unknown', 'cus_unknown');
    expect((await deliver(app, stranger)).statusCode).toBe(200);
    const ids = [String(other.id), String(stranger.id)];
    for (const id of ids) {
      expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toHaveLength(1);
    }
  });
});
