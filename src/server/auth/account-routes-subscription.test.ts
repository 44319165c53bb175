import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { StripeDouble } from '../../../tests/doubles/stripe-api';
import { setUser, signedDelivery } from '../../../tests/setup/billing-app';
import { billingTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { goals, stripeEvents, users } from '../db/schema';
import { SUBSCRIPTION_NOT_CANCELLED } from './account-routes';

/** A signed-up user with a goal, paying for Premium through the Stripe double. */
async function payingUser(app: App, database: Database, stripe: StripeDouble) {
  const account = await signUp(app);
  await database.db.insert(goals).values({ userId: account.user.id, title: 'Run', category: 'fitness' });
  const started = await app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie: account.cookie },
    payload: { tier: 'premium', billingCycle: 'monthly' },
  });
  if (started.statusCode !== 200) throw new Error(`create-subscription: ${started.body}`);
  const [row] = await database.db.select().from(users).where(eq(users.id, account.user.id));
  const subscriptionId = row?.stripeSubscriptionId ?? '';
  stripe.setSubscription(subscriptionId, { status: 'active' });
  await setUser(database.db, account.user.id, {
    subscriptionStatus: 'active',
    subscriptionTier: 'premium',
  });
  return { ...account, subscriptionId };
}

const deleteAccount = (app: App, account: { cookie: string; password: string }) =>
  app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie: account.cookie },
    payload: { password: account.password },
  });

const usersWithId = async (database: Database, userId: string) =>
  (await database.db.select().from(users).where(eq(users.id, userId))).length;
const goalsOf = async (database: Database, userId: string) =>
  (await database.db.select().from(goals).where(eq(goals.userId, userId))).length;
const cancellations = (stripe: StripeDouble, subscriptionId: string) =>
  stripe.requests.filter(
    (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
  ).length;

describe('deleting an account that pays for a plan', () => {
  it('cancels the subscription at Stripe, then deletes the account; the later webhook changes nothing', async ({
    stripe,
    app,
    database,
  }) => {
    const alice = await payingUser(app, database, stripe);

    const response = await deleteAccount(app, alice);
    expect(response.statusCode).toBe(200);
    expect(stripe.subscriptions.get(alice.subscriptionId)?.status).toBe('canceled');
    expect(cancellations(stripe, alice.subscriptionId)).toBe(1);
    expect(await usersWithId(database, alice.user.id)).toBe(0);

    // Stripe then announces the cancellation for a customer we no longer have.
    const event = stripe.event(
      'customer.subscription.deleted',
      stripe.subscriptions.get(alice.subscriptionId) ?? {},
    );
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      ...signedDelivery(event),
    });
    expect(webhook.statusCode).toBe(200);
    const recorded = await database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, String(event.id)));
    expect(recorded).toHaveLength(1);
  });

  it('keeps the account and its data (502) when Stripe cannot cancel the subscription, and deletes on retry', async ({
    stripe,
    app,
    database,
  }) => {
    const alice = await payingUser(app, database, stripe);
    const restore = stripe.fail('DELETE', `/v1/subscriptions/${alice.subscriptionId}`, 500);

    const failed = await deleteAccount(app, alice);
    restore();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: SUBSCRIPTION_NOT_CANCELLED });
    expect(await usersWithId(database, alice.user.id)).toBe(1);
    expect(await goalsOf(database, alice.user.id)).toBe(1);
    expect(stripe.subscriptions.get(alice.subscriptionId)?.status).toBe('active');

    const retried = await deleteAccount(app, alice);
    expect(retried.statusCode).toBe(200);
    expect(stripe.subscriptions.get(alice.subscriptionId)?.status).toBe('canceled');
    expect(await usersWithId(database, alice.user.id)).toBe(0);
  });

  it('deletes the account when Stripe already has the subscription as cancelled', async ({
    stripe,
    app,
    database,
  }) => {
    const alice = await payingUser(app, database, stripe);
    stripe.setSubscription(alice.subscriptionId, { status: 'canceled' });

    const response = await deleteAccount(app, alice);
    expect(response.statusCode).toBe(200);
    expect(cancellations(stripe, alice.subscriptionId)).toBe(1);
    expect(await usersWithId(database, alice.user.id)).toBe(0);
  });

  it('deletes a free account without asking Stripe anything', async ({ app, stripe, database }) => {
    const bob = await signUp(app);
    const before = stripe.requests.length;

    const response = await deleteAccount(app, bob);
    expect(response.statusCode).toBe(200);
    expect(stripe.requests.length).toBe(before);
    expect(await usersWithId(database, bob.user.id)).toBe(0);
  });
});
