import { eq } from 'drizzle-orm';
import { FREE_SPEECH_LIMIT } from '../../common/limits';
import { getPlan } from '../../common/plans';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';
import { monthlyWindowAt } from './billing-period';
import { addNotification } from './notification-store';
import { planEndedNotice, planStartedNotice } from './notification-texts';
import { type BillingSubscription, PAYING_STATUSES } from './payment-provider';

// Subscriptions that never got their first payment never granted anything, so they take nothing away.
const NEVER_PAID = new Set(['incomplete', 'incomplete_expired']);

/**
 * Makes the user's plan what the provider says about one of their subscriptions (re-fetched, so an
 * out-of-date event can't resurrect a cancelled plan). Paying → active on the price's tier with its
 * limit and period, usage reset when the period moved forward. Anything else, for the subscription the
 * plan came from → back to free with the free limit (usage kept: free speeches never reset).
 */
export async function syncSubscription(db: Db, user: User, subscription: BillingSubscription, now: Date) {
  const { tier, billingCycle } = subscription;
  if (PAYING_STATUSES.has(subscription.status)) {
    // Thrown, not skipped: the event stays unrecorded, so Stripe retries it once the price is fixed.
    if (!tier || !billingCycle) {
      throw new Error(`subscription ${subscription.id} has a price of no Uplift plan`);
    }
    const period =
      billingCycle === 'monthly'
        ? { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd }
        : monthlyWindowAt(subscription.currentPeriodStart, now, subscription.currentPeriodEnd);
    const periodMoved = !user.currentPeriodStart || period.start > user.currentPeriodStart;
    await db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionTier: tier,
        speechLimit: getPlan(tier).speechLimit,
        billingCycle,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: user.stripeCustomerId ?? subscription.customerId,
        ...(periodMoved ? { speechesUsed: 0 } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    if (user.subscriptionStatus !== 'active' || user.subscriptionTier !== tier) {
      await addNotification(db, user.id, planStartedNotice(tier, billingCycle, false));
    }
    return;
  }
  const planCameFromIt =
    user.stripeSubscriptionId === subscription.id && !NEVER_PAID.has(subscription.status);
  if (user.subscriptionStatus !== 'active' || !planCameFromIt) return;
  await db
    .update(users)
    .set({
      subscriptionStatus: 'free',
      subscriptionTier: 'free',
      speechLimit: FREE_SPEECH_LIMIT,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await addNotification(db, user.id, planEndedNotice(user.subscriptionTier));
}
