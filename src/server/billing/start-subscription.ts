import { and, eq, isNull } from 'drizzle-orm';
import type { BillingCycle, PaidTier } from '../../common/enums';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { PAYING_STATUSES, type PaymentProvider } from './payment-provider';

/**
 * Starts a subscription awaiting its first payment and returns the secret the payment form confirms.
 * The plan is granted later, by the webhook, once the provider says it is paid.
 */
export async function startSubscription(
  db: Db,
  payments: PaymentProvider,
  user: User,
  choice: { tier: PaidTier; billingCycle: BillingCycle },
): Promise<string> {
  // A second subscription would bill twice; plan changes go through the provider's portal instead.
  const current = user.stripeSubscriptionId
    ? await payments.getSubscription(user.stripeSubscriptionId)
    : null;
  if (current && PAYING_STATUSES.has(current.status)) {
    throw new AppError(
      409,
      'You already have an active subscription. Change your plan from Manage subscription.',
    );
  }
  const customerId = user.stripeCustomerId ?? (await createCustomerOnce(db, payments, user));
  const { subscriptionId, clientSecret } = await payments.startSubscription({
    customerId,
    ...choice,
    userId: user.id,
  });
  await db
    .update(users)
    .set({ stripeSubscriptionId: subscriptionId, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return clientSecret;
}

// Two first requests racing each create a customer; only the first stored is ever used.
async function createCustomerOnce(db: Db, payments: PaymentProvider, user: User): Promise<string> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  const created = await payments.createCustomer({ email: user.email, name, userId: user.id });
  const stored = await db
    .update(users)
    .set({ stripeCustomerId: created })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.id });
  if (stored.length > 0) return created;
  const [winner] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  return winner?.customerId ?? created;
}
