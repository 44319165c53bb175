import { type BillingCycle, type PaidTier, TIERS, type Tier } from '../../common/enums';
import { USAGE_WARNING_RATIO } from '../../common/limits';
import { nextTier } from '../../common/plans';
import type { User } from '../db/schema';

/** SPEC §3 subscription status, as GET /api/subscription/status answers it. */
export type SubscriptionStatusView = {
  currentTier: Tier;
  billingCycle: BillingCycle;
  subscriptionStatus: 'free' | 'active';
  speechesUsed: number;
  speechLimit: number;
  speechesRemaining: number;
  /** Whole percent, capped at 100. */
  usagePercentage: number;
  currentPeriodEnd: string | null;
  /** At or past the SPEC §9 warning ratio (80%), which includes being at the limit. */
  shouldShowUpgrade: boolean;
  /** The next tier up; null on Pro. */
  suggestedTier: PaidTier | null;
};

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
  >,
): SubscriptionStatusView {
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
    currentPeriodEnd: active ? (user.currentPeriodEnd?.toISOString() ?? null) : null,
    shouldShowUpgrade: ratio >= USAGE_WARNING_RATIO,
    suggestedTier: nextTier(currentTier),
  };
}
