import { describe, expect } from 'vitest';
import type { StripeDouble } from '../../../tests/doubles/stripe-api';
import { PUBLISHABLE_KEY, userRow } from '../../../tests/setup/billing-app';
import { billingTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';

const createSubscription = (app: App, cookie: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const stripeCalls = (stripe: StripeDouble, method: string, path: string) =>
  stripe.requests.filter((request) => request.method === method && request.path === path).length;

describe('POST /api/create-subscription {tier, billingCycle}', () => {
  it('creates the customer, the price and an incomplete subscription, and returns its client secret', async ({
    app,
    database,
    stripe,
  }) => {
    const { cookie, user, email } = await signUp(app, { firstName: 'Ada', lastName: 'Lovelace' });
    const response = await createSubscription(app, cookie, { tier: 'premium', billingCycle: 'yearly' });
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json();
    expect(clientSecret).toMatch(/^pi_.+_secret_.+/);

    const stored = await userRow(database.db, user.id);
    const customer = stripe.customers.get(stored.stripeCustomerId ?? '');
    expect(customer).toMatchObject({ email, name: 'Ada Lovelace', metadata: { userId: user.id } });
    const subscription = stripe.subscriptions.get(stored.stripeSubscriptionId ?? '');
    expect(subscription).toMatchObject({
      status: 'incomplete',
      customer: customer?.id,
      metadata: { userId: user.id, tier: 'premium', billingCycle: 'yearly' },
      payment_settings: { save_default_payment_method: 'on_subscription' },
    });
    const items = subscription?.items as { data: { price: Record<string, unknown> }[] } | undefined;
    const price = items?.data[0]?.price;
    expect(price).toMatchObject({
      lookup_key: 'uplift_premium_yearly',
      unit_amount: 6700,
      currency: 'usd',
      recurring: { interval: 'year' },
      product: 'uplift_premium',
    });
    // Paying is not having: the plan starts when the webhook says the invoice is paid.
    expect(stored).toMatchObject({ subscriptionStatus: 'free', speechLimit: 3 });
  });

  it('reuses the customer and finds the price by lookup key on the second call', async ({
    app,
    database,
    stripe,
  }) => {
    const { cookie, user } = await signUp(app);
    await createSubscription(app, cookie, { tier: 'pro', billingCycle: 'monthly' });
    const first = await userRow(database.db, user.id);
    const before = {
      customers: stripeCalls(stripe, 'POST', '/v1/customers'),
      prices: stripeCalls(stripe, 'POST', '/v1/prices'),
      lookups: stripeCalls(stripe, 'GET', '/v1/prices'),
    };

    const again = await createSubscription(app, cookie, { tier: 'pro', billingCycle: 'monthly' });
    expect(again.statusCode).toBe(200);
    const second = await userRow(database.db, user.id);
    expect(second.stripeCustomerId).toBe(first.stripeCustomerId);
    expect(second.stripeSubscriptionId).not.toBe(first.stripeSubscriptionId);
    expect(stripeCalls(stripe, 'POST', '/v1/customers')).toBe(before.customers);
    expect(stripeCalls(stripe, 'POST', '/v1/prices')).toBe(before.prices);
    expect(stripeCalls(stripe, 'GET', '/v1/prices')).toBe(before.lookups + 1);
    const lookup = stripe.requests.filter((request) => request.path === '/v1/prices').at(-1);
    expect(lookup?.body).toMatchObject({ lookup_keys: ['uplift_pro_monthly'], active: 'true' });
  });

  it('replaces a price whose amount no longer matches the plan, moving the lookup key to the new one', async ({
    app,
    stripe,
  }) => {
    const { cookie } = await signUp(app);
    await createSubscription(app, cookie, { tier: 'starter', billingCycle: 'yearly' });
    const old = [...stripe.prices.values()].find((price) => price.lookup_key === 'uplift_starter_yearly');
    if (!old) throw new Error('no starter yearly price');
    old.unit_amount = 100;

    expect(
      (await createSubscription(app, cookie, { tier: 'starter', billingCycle: 'yearly' })).statusCode,
    ).toBe(200);
    const current = [...stripe.prices.values()].filter(
      (price) => price.lookup_key === 'uplift_starter_yearly',
    );
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ unit_amount: 2900 });
    expect(old.lookup_key).toBeNull();
  });

  it('starts a Starter monthly subscription when there is no body (the test page)', async ({
    app,
    database,
    stripe,
  }) => {
    const { cookie, user } = await signUp(app);
    const response = await createSubscription(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().clientSecret).toMatch(/_secret_/);
    const { stripeSubscriptionId } = await userRow(database.db, user.id);
    const subscription = stripe.subscriptions.get(stripeSubscriptionId ?? '');
    expect(subscription?.metadata).toMatchObject({ tier: 'starter', billingCycle: 'monthly' });
  });

  it('refuses a second subscription while one is paid for (plan changes go through the portal)', async ({
    app,
    database,
    stripe,
  }) => {
    const { cookie, user } = await signUp(app);
    await createSubscription(app, cookie, { tier: 'starter', billingCycle: 'monthly' });
    const { stripeSubscriptionId } = await userRow(database.db, user.id);
    stripe.setSubscription(stripeSubscriptionId ?? '', { status: 'active' });
    const subscriptionsBefore = stripe.subscriptions.size;

    const response = await createSubscription(app, cookie, { tier: 'pro', billingCycle: 'monthly' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already have an active subscription/);
    expect(stripe.subscriptions.size).toBe(subscriptionsBefore);
  });

  it('answers bad input with 400, calling Stripe for nothing and writing nothing', async ({
    app,
    stripe,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const requestsBefore = stripe.requests.length;
    const cases: [unknown, string | RegExp][] = [
      [{ tier: 'gold', billingCycle: 'monthly' }, /^Tier must be one of/],
      [{ tier: 'pro' }, /^Billing cycle must be one of/],
      [{ tier: 'pro', billingCycle: 'weekly' }, /^Billing cycle must be one of/],
      [{ tier: 'free', billingCycle: 'monthly' }, 'Choose a paid plan: starter, premium or pro'],
      [{ tier: 'pro', billingCycle: 'monthly', discountCode: 'BETA' }, /^Send \{tier, billingCycle\}/],
      [{ tier: 'pro', billingCycle: 'monthly', price: 1 }, 'Unrecognized key: "price"'],
      [{}, /^Send \{tier, billingCycle\}/],
      [[{ tier: 'pro', billingCycle: 'monthly' }], /^Send \{tier, billingCycle\}/],
      [{ tier: ['pro'], billingCycle: 'monthly' }, /^Tier must be one of/],
      [{ tier: 'pro\u0000', billingCycle: 'monthly' }, 'Text must not contain NUL characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await createSubscription(app, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"tier":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(stripe.requests.length).toBe(requestsBefore);
    expect(await userRow(database.db, user.id)).toMatchObject({
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionStatus: 'free',
    });
  });

  it('needs a signed-in user', async ({ app }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-subscription',
      payload: { tier: 'pro', billingCycle: 'monthly' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/billing/portal', () => {
  it("returns a customer-portal URL for the user's Stripe customer, returning to the site", async ({
    app,
    stripe,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    await createSubscription(app, cookie, { tier: 'premium', billingCycle: 'monthly' });
    const response = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const request = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
    const { stripeCustomerId } = await userRow(database.db, user.id);
    expect(request?.body).toEqual({ customer: stripeCustomerId, return_url: 'http://localhost:80/' });
  });

  it('answers 404 for a user who never went to Stripe', async ({ app }) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No paid subscription to manage' });
  });
});

describe('GET /api/billing/config', () => {
  it('gives the subscribe page the publishable key, without a session', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toEqual({ stripePublishableKey: PUBLISHABLE_KEY, liveMode: false });
  });
});
