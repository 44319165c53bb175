import type { z } from 'zod';
import type { subscriptionStatus } from '../../common/api/billing';
import { TIERS, type Tier } from '../../common/enums';
import { USAGE_WARNING_RATIO } from '../../common/limits';
import { nextTier } from '../../common/plans';
import type { User } from '../db/schema';

/** A stored tier as a Tier; anything unrecognised counts as free. */
export const tierOf = (value: string): Tier => TIERS.find((tier) => tier === value) ?? 'free';

export function subscriptionStatusOf(
  user: Pick<
    User,
    | 'subscriptionStatus'
    | 'subscriptionTier'
    | 'billingCycle'
    | 'speechesUsed'
    | 'speechLimit'
    | 'currentPeriodEnd'
    | 'stripeCustomerId'
  >,
): z.output<typeof subscriptionStatus> {
  const active = user.subscriptionStatus === 'active';
  const currentTier = active ? tierOf(user.subscriptionTier) : 'free';
  const { speechesUsed, speechLimit } = user;
  const ratio = speechLimit > 0 ? speechesUsed / speechLimit : 1;
  return {
    currentTier,
    billingCycle: user.billingCycle === 'yearly' ? 'yearly' : 'monthly',
    subscriptionStatus: active ? 'active' : 'free',
    speechesUsed,
    speechLimit,
    speechesRemaining: Math.max(0, speechLimit - speechesUsed),
    usagePercentage: Math.min(100, Math.round(ratio * 100)),
    currentPeriodEnd: active ? user.currentPeriodEnd : null,
    shouldShowUpgrade: ratio >= USAGE_WARNING_RATIO,
    suggestedTier: nextTier(currentTier),
    canManageBilling: active && Boolean(user.stripeCustomerId),
  };
}
