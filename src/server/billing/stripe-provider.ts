import Stripe from 'stripe';
import { type PaymentProvider, PaymentProviderError } from './payment-provider';
import { toBillingEvent, toBillingSubscription } from './stripe-objects';
import { findOrCreatePrice } from './stripe-prices';

export type StripeProviderOptions = {
  secretKey: string;
  /** Where the API is; Stripe's own unless set (tests point these at the local double). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

/** The SDK's host, port and protocol for an API at `url` (STRIPE_API_URL); none for Stripe's own. */
export function stripeApiAddress(url: string | undefined): Omit<StripeProviderOptions, 'secretKey'> {
  if (!url) return {};
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === 'http:' ? 'http' : 'https';
  return { host: hostname, port: Number(port) || (scheme === 'http' ? 80 : 443), protocol: scheme };
}

/** The PaymentProvider on Stripe, through the official SDK (API version pinned by the SDK). */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Uplift' },
  });

  return {
    // Secret and restricted keys alike say their mode in their prefix.
    liveMode: /^(sk|rk)_live_/.test(options.secretKey),

    createCustomer: ({ email, name, userId }) =>
      stripeCall('customer creation', async () => {
        const customer = await stripe.customers.create({
          email,
          ...(name ? { name } : {}),
          metadata: { userId },
        });
        return customer.id;
      }),

    startSubscription: ({ customerId, tier, billingCycle, userId }) =>
      stripeCall('subscription creation', async () => {
        const price = await findOrCreatePrice(stripe, tier, billingCycle);
        // Stripe's default_incomplete flow: the first invoice's payment is confirmed by Stripe Elements.
        const subscription = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          // The SDK's API version has the client secret at confirmation_secret (the invoice no longer
          // carries payment_intent, so expanding it would be refused).
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId, tier, billingCycle },
        });
        const invoice = subscription.latest_invoice;
        const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : null;
        if (!clientSecret) {
          throw new Error(`Stripe subscription ${subscription.id} has no payment to confirm`);
        }
        return { subscriptionId: subscription.id, clientSecret };
      }),

    getSubscription: (id) =>
      stripeCall('subscription lookup', async () => {
        try {
          return toBillingSubscription(await stripe.subscriptions.retrieve(id));
        } catch (error) {
          if (isResourceMissing(error)) return null;
          throw error;
        }
      }),

    cancelSubscription: (id) =>
      stripeCall('subscription cancellation', async () => {
        try {
          await stripe.subscriptions.cancel(id);
        } catch (error) {
          // Stripe answers a cancelled subscription as missing too: either way nothing is left to charge.
          if (!isResourceMissing(error)) throw error;
        }
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      stripeCall('portal session', async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),

    verifyWebhook(payload, signature, secret) {
      return toBillingEvent(stripe.webhooks.constructEvent(payload, signature, secret));
    },
  };
}

const isResourceMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

// Stripe's own 4xx (a bad key, a missing price) is our fault, not the user's: it must not pass as theirs.
async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PaymentProviderError(`Stripe ${what} failed`, { cause: error });
  }
}
