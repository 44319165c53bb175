import type { BillingCycle, PaidTier } from '../../../common/enums';
import {
  monthlyEquivalent,
  PLANS,
  type Plan,
  YEARLY_DISCOUNT_PERCENT,
  yearlySaving,
} from '../../../common/plans';

/** What a plan costs on a billing cycle, as the cards show it. */
export type PlanPricing = {
  /** Dollars per month: the monthly price, or the yearly total ÷ 12 rounded. */
  perMonth: number;
  /** What is charged each time: the monthly price, or the yearly total. */
  charged: number;
  /** Dollars saved a year by paying yearly. */
  yearlySaving: number;
};

export function planPricing(plan: Plan, cycle: BillingCycle): PlanPricing {
  return {
    perMonth: cycle === 'yearly' ? monthlyEquivalent(plan.yearlyPrice) : plan.monthlyPrice,
    charged: cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
    yearlySaving: yearlySaving(plan),
  };
}

/** The yearly plan's billing line, e.g. 'Billed $67 annually (Save 20%)'. */
export const billedAnnually = (plan: Plan) =>
  `Billed $${plan.yearlyPrice} annually (Save ${YEARLY_DISCOUNT_PERCENT}%)`;

export const SAVE_BADGE = `Save ${YEARLY_DISCOUNT_PERCENT}%`;

export const DEFAULT_TIER: PaidTier = PLANS.find((plan) => plan.popular)?.id ?? 'premium';

/** A tier from a query parameter: a paid tier, else the default (the popular plan). */
export function tierParam(value: string | null): PaidTier {
  return PLANS.find((plan) => plan.id === value)?.id ?? DEFAULT_TIER;
}

export function cycleParam(value: string | null): BillingCycle {
  return value === 'yearly' ? 'yearly' : 'monthly';
}

export function subscribeHref(tier: PaidTier, cycle: BillingCycle): string {
  return `/subscribe?${new URLSearchParams({ tier, billing: cycle })}`;
}

/** The plan's features without the speech-count line, which the cards show as their own figures. */
export function extraFeatures(plan: Plan): string[] {
  return plan.features.filter((feature) => !/\bspeeches per month\b/i.test(feature));
}
