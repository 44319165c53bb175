import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { PAID_TIERS } from '../../common/enums';
import { getPlan } from '../../common/plans';
import type { Db } from '../db/client';
import { discountCodes, discountRedemptions, type User, users } from '../db/schema';
import { addMonths } from './billing-period';
import { normaliseCode } from './discount-codes';
import { addNotification } from './notification-store';
import { planStartedNotice } from './notification-texts';

export type RedeemResult = { isFreeAccess: boolean; message: string };

const INVALID_CODE_MESSAGE = 'Invalid discount code';

// Thrown inside the transaction so that a refusal after the redemption row was written rolls it back.
class Refusal extends Error {}

/**
 * Redeems a free-access code: the user becomes active on the code's tier for a month-long usage period
 * that renews like any plan, without payment. One transaction claims the user's redemption (its primary
 * key refuses a second) and counts it with a conditional update that only passes under the code's limit
 * and before its expiry, so parallel redemptions can neither repeat nor overshoot.
 */
export async function redeemDiscountCode(
  db: Db,
  user: User,
  input: string,
  now = new Date(),
): Promise<RedeemResult> {
  if (user.subscriptionStatus === 'active' && user.stripeSubscriptionId) {
    return {
      isFreeAccess: false,
      message: 'You already have a paid subscription. Change it from Manage subscription.',
    };
  }
  const code = normaliseCode(input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, code));
      const tier = PAID_TIERS.find((paid) => paid === row?.tier);
      if (!row?.freeAccess || !tier) throw new Refusal(INVALID_CODE_MESSAGE);
      if (row.expiresAt && row.expiresAt <= now) throw new Refusal('This discount code has expired');

      const claimed = await tx
        .insert(discountRedemptions)
        .values({ code, userId: user.id, redeemedAt: now })
        .onConflictDoNothing()
        .returning({ code: discountRedemptions.code });
      if (claimed.length === 0) throw new Refusal('You have already used this discount code');

      const counted = await tx
        .update(discountCodes)
        .set({ redemptions: sql`${discountCodes.redemptions} + 1` })
        .where(
          and(
            eq(discountCodes.code, code),
            or(
              isNull(discountCodes.maxRedemptions),
              lt(discountCodes.redemptions, discountCodes.maxRedemptions),
            ),
            or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
          ),
        )
        .returning({ code: discountCodes.code });
      if (counted.length === 0) throw new Refusal('This discount code has been fully redeemed');

      const plan = getPlan(tier);
      await tx
        .update(users)
        .set({
          subscriptionStatus: 'active',
          subscriptionTier: tier,
          speechLimit: plan.speechLimit,
          billingCycle: 'monthly',
          speechesUsed: 0,
          currentPeriodStart: now,
          currentPeriodEnd: addMonths(now, 1),
          // The plan no longer comes from a Stripe subscription; events for an old one must not end it.
          stripeSubscriptionId: null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await addNotification(tx, user.id, planStartedNotice(tier, 'monthly', true));
      return {
        isFreeAccess: true,
        message: `Free access to ${plan.name} is active: ${plan.speechLimit} speeches a month.`,
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return { isFreeAccess: false, message: error.message };
    throw error;
  }
}
