import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/server/app';
import type { PaymentProvider } from '../../src/server/billing/payment-provider';
import { createStripeProvider } from '../../src/server/billing/stripe-provider';
import type { Database, Db } from '../../src/server/db/client';
import { type User, users } from '../../src/server/db/schema';
import { type StripeDouble, startStripeDouble } from '../doubles/stripe-api';
import { buildTestApp } from './test-app';
import { createTestDatabase } from './test-db';

export const WEBHOOK_SECRET = 'whsec_test_uplift_billing';
export const PUBLISHABLE_KEY = 'pk_test_uplift_billing';

/**
 * Per test file: a test app with the billing routes on it, paying through the Stripe test double
 * (or with no payment provider at all when `stripe` is false), with a test key unless `secretKey` says.
 */
export function withBillingApp(options: { stripe?: boolean; secretKey?: string } = {}) {
  const t = {} as { app: App; database: Database; stripe: StripeDouble; payments: PaymentProvider | null };
  beforeAll(async () => {
    t.payments = null;
    if (options.stripe !== false) {
      t.stripe = await startStripeDouble(options.secretKey ? { secretKey: options.secretKey } : {});
      t.payments = createStripeProvider({
        secretKey: t.stripe.secretKey,
        host: '127.0.0.1',
        port: t.stripe.port,
        protocol: 'http',
      });
    }
    t.database = await createTestDatabase();
    t.app = await buildTestApp(t.database, {
      payments: t.payments,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripePublishableKey: PUBLISHABLE_KEY,
    });
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
    await t.stripe?.close();
  });
  return t;
}

export async function userRow(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

export async function setUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** A webhook delivery as Stripe makes it: the JSON body and its `Stripe-Signature` header. */
export function signedDelivery(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}
