import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../src/server/db/client';
import { type User, users } from '../../src/server/db/schema';

export const WEBHOOK_SECRET = 'whsec_test_uplift_billing';
export const PUBLISHABLE_KEY = 'pk_test_uplift_billing';

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
