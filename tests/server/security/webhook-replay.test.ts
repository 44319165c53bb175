import Stripe from 'stripe';
import { describe, expect } from 'vitest';
import { stripeEvents } from '../../../src/server/db/schema';
import { userRow, WEBHOOK_SECRET } from '../../setup/billing-app';
import { billingTest as it } from '../../setup/fixtures';
import { signUp } from '../../setup/session';

// Forged, tampered and unsigned deliveries (→ 400, nothing applied) and a re-delivered event id
// (applied once, also in parallel) are proven in src/server/billing/webhook-routes.test.ts. What is left
// is a captured genuine delivery replayed later: Stripe signs the timestamp too, and a signature older
// than the tolerance (5 minutes) must be refused even though it is otherwise valid.

describe('POST /api/stripe/webhook replayed', () => {
  it('refuses a genuine signature whose timestamp is past the tolerance, and applies nothing', async ({
    app,
    database,
    stripe,
  }) => {
    const { cookie, user } = await signUp(app);
    const started = await app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: { cookie },
      payload: { tier: 'pro', billingCycle: 'monthly' },
    });
    expect(started.statusCode).toBe(200);
    const subscriptionId = (await userRow(database.db, user.id)).stripeSubscriptionId ?? '';
    stripe.setSubscription(subscriptionId, { status: 'active' });
    const event = stripe.event(
      'customer.subscription.updated',
      stripe.subscriptions.get(subscriptionId) ?? {},
    );
    const payload = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const deliver = (timestamp: number) =>
      app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
            timestamp,
          }),
        },
      });

    for (const timestamp of [now - 6 * 60, now - 24 * 60 * 60]) {
      const response = await deliver(timestamp);
      expect(response.statusCode, String(timestamp - now)).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid Stripe signature' });
    }
    expect(await userRow(database.db, user.id)).toMatchObject({ subscriptionTier: 'free', speechLimit: 3 });
    expect(await database.db.select().from(stripeEvents)).toEqual([]);

    // The same bytes signed now are accepted: the refusals above were about the timestamp alone.
    expect((await deliver(now)).statusCode).toBe(200);
    expect(await userRow(database.db, user.id)).toMatchObject({
      subscriptionTier: 'pro',
      speechLimit: 200,
    });
  });
});
