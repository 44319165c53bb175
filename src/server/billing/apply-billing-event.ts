import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { stripeEvents, type User, users } from '../db/schema';
import { addNotification } from './notification-store';
import { paymentFailedNotice } from './notification-texts';
import type { BillingEvent, BillingSubscription, PaymentProvider } from './payment-provider';
import { syncSubscription } from './sync-subscription';

const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type EventOutcome = 'applied' | 'duplicate' | 'no-user' | 'ignored';

/**
 * Applies a verified webhook event once. The subscription is re-fetched from the provider (the source of
 * truth, whatever order events arrive in), then one transaction records the event id — a re-delivery
 * finds it and changes nothing — and updates the user it belongs to.
 */
export async function applyBillingEvent(
  db: Db,
  payments: PaymentProvider,
  event: BillingEvent,
  now = new Date(),
): Promise<EventOutcome> {
  const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return 'duplicate';
  const relevant = SUBSCRIPTION_EVENTS.has(event.type);
  const subscription =
    relevant && event.subscriptionId ? await payments.getSubscription(event.subscriptionId) : null;

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (!relevant) return 'ignored';
    const user = await lockOwner(tx, subscription?.customerId ?? event.customerId, subscription);
    if (!user) return 'no-user';
    if (subscription) await syncSubscription(tx, user, subscription, now);
    if (event.type === 'invoice.payment_failed') await addNotification(tx, user.id, paymentFailedNotice());
    return 'applied';
  });
}

const uuid = z.uuid();

// The user by Stripe customer, else by the user id we put in the subscription's metadata; row-locked so
// concurrent events for one user apply one after the other.
async function lockOwner(
  db: Db,
  customerId: string | null,
  subscription: BillingSubscription | null,
): Promise<User | null> {
  if (customerId) {
    const [byCustomer] = await db
      .select()
      .from(users)
      .where(eq(users.stripeCustomerId, customerId))
      .for('update');
    if (byCustomer) return byCustomer;
  }
  const userId = subscription?.userId;
  if (!userId || !uuid.safeParse(userId).success) return null;
  const [byMetadata] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return byMetadata ?? null;
}
