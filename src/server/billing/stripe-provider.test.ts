import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../../../tests/doubles/stripe-api';
import { PaymentProviderError } from './payment-provider';
import { createStripeProvider, stripeApiAddress } from './stripe-provider';

let double: StripeDouble;
const providerWith = (secretKey: string) =>
  createStripeProvider({ secretKey, ...stripeApiAddress(`http://127.0.0.1:${double.port}`) });

beforeAll(async () => {
  double = await startStripeDouble();
});
afterAll(() => double.close());

describe('stripeApiAddress', () => {
  it("is nothing for Stripe's own API, and the URL's parts (with the scheme's port) for another", () => {
    expect(stripeApiAddress(undefined)).toEqual({});
    expect(stripeApiAddress('http://127.0.0.1:4242')).toEqual({
      host: '127.0.0.1',
      port: 4242,
      protocol: 'http',
    });
    expect(stripeApiAddress('https://stripe.example.com')).toEqual({
      host: 'stripe.example.com',
      port: 443,
      protocol: 'https',
    });
  });
});

describe('createStripeProvider', () => {
  it('turns Stripe refusing the call into a PaymentProviderError (a 502, not the user’s 4xx)', async () => {
    const provider = providerWith('sk_test_not_the_right_key');
    const attempt = provider.createCustomer({ email: 'a@example.com', name: null, userId: 'u' });
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 502 });
  });

  it('answers null for a subscription Stripe does not have', async () => {
    expect(await providerWith(double.secretKey).getSubscription('sub_missing')).toBeNull();
  });

  it('reads tier, cycle and the period from the subscription item', async () => {
    const provider = providerWith(double.secretKey);
    const customerId = await provider.createCustomer({ email: 'b@example.com', name: 'B', userId: 'user-1' });
    const { subscriptionId } = await provider.startSubscription({
      customerId,
      tier: 'pro',
      billingCycle: 'yearly',
      userId: 'user-1',
    });
    const start = new Date('2026-01-31T00:00:00Z');
    const end = new Date('2027-01-31T00:00:00Z');
    double.setSubscription(subscriptionId, {
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
    expect(await provider.getSubscription(subscriptionId)).toEqual({
      id: subscriptionId,
      customerId,
      status: 'active',
      tier: 'pro',
      billingCycle: 'yearly',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      userId: 'user-1',
    });
  });

  it('cancels a subscription, and counts one already cancelled or missing as cancelled', async () => {
    const provider = providerWith(double.secretKey);
    const customerId = await provider.createCustomer({
      email: 'c@example.com',
      name: null,
      userId: 'user-2',
    });
    const { subscriptionId } = await provider.startSubscription({
      customerId,
      tier: 'premium',
      billingCycle: 'monthly',
      userId: 'user-2',
    });
    double.setSubscription(subscriptionId, { status: 'active' });
    await provider.cancelSubscription(subscriptionId);
    expect((await provider.getSubscription(subscriptionId))?.status).toBe('canceled');
    await expect(provider.cancelSubscription(subscriptionId)).resolves.toBeUndefined();
    await expect(provider.cancelSubscription('sub_missing')).resolves.toBeUndefined();
  });

  it('turns Stripe failing to cancel (a 5xx, after the SDK’s retries) into a PaymentProviderError', async () => {
    const restore = double.fail('DELETE', '/v1/subscriptions/sub_outage', 503);
    const attempt = providerWith(double.secretKey).cancelSubscription('sub_outage');
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    restore();
  });

  it('verifies webhook signatures over the raw body', () => {
    const provider = providerWith(double.secretKey);
    const secret = 'whsec_provider_test';
    const payload = JSON.stringify(
      double.event('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      }),
    );
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.verifyWebhook(Buffer.from(payload), signature, secret)).toMatchObject({
      type: 'invoice.payment_failed',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
    });
    const tampered = Buffer.from(payload.replace('cus_1', 'cus_2'));
    expect(() => provider.verifyWebhook(tampered, signature, secret)).toThrow();
    expect(() => provider.verifyWebhook(Buffer.from(payload), signature, 'whsec_other')).toThrow();
  });
});
