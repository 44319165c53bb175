import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUser, signedDelivery, withBillingApp } from '../../../tests/setup/billing-app';
import { signUp } from '../../../tests/setup/session';
import { goals, stripeEvents, users } from '../db/schema';
import { SUBSCRIPTION_NOT_CANCELLED } from './account-routes';

const t = withBillingApp();

/** A signed-up user with a goal, paying for Premium through the Stripe double. */
async function payingUser() {
  const account = await signUp(t.app);
  await t.database.db.insert(goals).values({ userId: account.user.id, title: 'Run', category: 'fitness' });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie: account.cookie },
    payload: { tier: 'premium', billingCycle: 'monthly' },
  });
  if (started.statusCode !== 200) throw new Error(`create-subscription: ${started.body}`);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
  const subscriptionId = row?.stripeSubscriptionId ?? '';
  t.stripe.setSubscription(subscriptionId, { status: 'active' });
  await setUser(t.database.db, account.user.id, {
    subscriptionStatus: 'active',
    subscriptionTier: 'premium',
  });
  return { ...account, subscriptionId };
}

const deleteAccount = (account: { cookie: string; password: string }) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie: account.cookie },
    payload: { password: account.password },
  });

const usersWithId = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId))).length;
const goalsOf = async (userId: string) =>
  (await t.database.db.select().from(goals).where(eq(goals.userId, userId))).length;
const cancellations = (subscriptionId: string) =>
  t.stripe.requests.filter(
    (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
  ).length;

describe('deleting an account that pays for a plan', () => {
  it('cancels the subscription at Stripe, then deletes the account; the later webhook changes nothing', async () => {
    const alice = await payingUser();

    const response = await deleteAccount(alice);
    expect(response.statusCode).toBe(200);
    expect(t.stripe.subscriptions.get(alice.subscriptionId)?.status).toBe('canceled');
    expect(cancellations(alice.subscriptionId)).toBe(1);
    expect(await usersWithId(alice.user.id)).toBe(0);

    // Stripe then announces the cancellation for a customer we no longer have.
    const event = t.stripe.event(
      'customer.subscription.deleted',
      t.stripe.subscriptions.get(alice.subscriptionId) ?? {},
    );
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      ...signedDelivery(event),
    });
    expect(webhook.statusCode).toBe(200);
    const recorded = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, String(event.id)));
    expect(recorded).toHaveLength(1);
  });

  it('keeps the account and its data (502) when Stripe cannot cancel the subscription, and deletes on retry', async () => {
    const alice = await payingUser();
    const restore = t.stripe.fail('DELETE', `/v1/subscriptions/${alice.subscriptionId}`, 500);

    const failed = await deleteAccount(alice);
    restore();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: SUBSCRIPTION_NOT_CANCELLED });
    expect(await usersWithId(alice.user.id)).toBe(1);
    expect(await goalsOf(alice.user.id)).toBe(1);
    expect(t.stripe.subscriptions.get(alice.subscriptionId)?.status).toBe('active');

    const retried = await deleteAccount(alice);
    expect(retried.statusCode).toBe(200);
    expect(t.stripe.subscriptions.get(alice.subscriptionId)?.status).toBe('canceled');
    expect(await usersWithId(alice.user.id)).toBe(0);
  });

  it('deletes the account when Stripe already has the subscription as cancelled', async () => {
    const alice = await payingUser();
    t.stripe.setSubscription(alice.subscriptionId, { status: 'canceled' });

    const response = await deleteAccount(alice);
    expect(response.statusCode).toBe(200);
    expect(cancellations(alice.subscriptionId)).toBe(1);
    expect(await usersWithId(alice.user.id)).toBe(0);
  });

  it('deletes a free account without asking Stripe anything', async () => {
    const bob = await signUp(t.app);
    const before = t.stripe.requests.length;

    const response = await deleteAccount(bob);
    expect(response.statusCode).toBe(200);
    expect(t.stripe.requests.length).toBe(before);
    expect(await usersWithId(bob.user.id)).toBe(0);
  });
});
