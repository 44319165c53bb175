import { describe, expect } from 'vitest';
import { userRow } from '../../../tests/setup/billing-app';
import { billingTest } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import { TEST_PAYMENTS_OFF } from './subscription-routes';

// With a live Stripe key real money moves: the test page's no-body checkout is refused, plans are not.
const it = billingTest.extend('stripeOptions', { scope: 'file' }, { secretKey: 'sk_live_uplift_billing' });

const createSubscription = (app: App, cookie: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

describe('payments with a live key', () => {
  it('says so in GET /api/billing/config', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toMatchObject({ liveMode: true });
  });

  it("refuses the test page's checkout and asks Stripe nothing, but still sells the plans", async ({
    app,
    stripe,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const calls = stripe.requests.length;
    const test = await createSubscription(app, cookie);
    expect(test.statusCode).toBe(403);
    expect(test.json()).toEqual({ message: TEST_PAYMENTS_OFF });
    expect(stripe.requests.length).toBe(calls);
    expect((await userRow(database.db, user.id)).stripeSubscriptionId).toBeNull();

    const plan = await createSubscription(app, cookie, { tier: 'starter', billingCycle: 'monthly' });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().clientSecret).toMatch(/_secret_/);
  });
});
