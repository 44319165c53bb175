import { describe, expect, it } from 'vitest';
import { userRow, withBillingApp } from '../../../tests/setup/billing-app';
import { signUp } from '../../../tests/setup/session';
import { TEST_PAYMENTS_OFF } from './subscription-routes';

// With a live Stripe key real money moves: the test page's no-body checkout is refused, plans are not.
const t = withBillingApp({ secretKey: 'sk_live_uplift_billing' });

const createSubscription = (cookie: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

describe('payments with a live key', () => {
  it('says so in GET /api/billing/config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toMatchObject({ liveMode: true });
  });

  it("refuses the test page's checkout and asks Stripe nothing, but still sells the plans", async () => {
    const { cookie, user } = await signUp(t.app);
    const calls = t.stripe.requests.length;
    const test = await createSubscription(cookie);
    expect(test.statusCode).toBe(403);
    expect(test.json()).toEqual({ message: TEST_PAYMENTS_OFF });
    expect(t.stripe.requests.length).toBe(calls);
    expect((await userRow(t.database.db, user.id)).stripeSubscriptionId).toBeNull();

    const plan = await createSubscription(cookie, { tier: 'starter', billingCycle: 'monthly' });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().clientSecret).toMatch(/_secret_/);
  });
});
