import type { BillingCycle, PaidTier, Tier } from '../../common/enums';
import { FREE_SPEECH_LIMIT } from '../../common/limits';
import { getPlan, PLANS, upgradeOffer } from '../../common/plans';

// What the in-app notifications (the header bell) say: one text per kind, with the plan named.

type NotificationKind = 'usage_warning' | 'usage_limit' | 'plan_change' | 'payment_failed';

export type Notice = { kind: NotificationKind; title: string; body: string; dedupeKey?: string };

type Usage = { active: boolean; tier: Tier; used: number; limit: number };

const cheapestMonthly = Math.min(...PLANS.map((plan) => plan.monthlyPrice));

function whatNext({ active, tier }: Usage): string {
  if (!active) return `Choose a plan to keep creating speeches, from $${cheapestMonthly} a month.`;
  const offer = upgradeOffer(tier);
  return `Your speeches reset when your next billing period starts.${offer ? ` ${offer}` : ''}`;
}

export function usageWarningNotice(usage: Usage): Notice {
  return {
    kind: 'usage_warning',
    title: `You've used ${usage.used} of your ${usage.limit} speeches`,
    body: whatNext(usage),
  };
}

export function usageLimitNotice(usage: Usage): Notice {
  return {
    kind: 'usage_limit',
    title: usage.active
      ? `You've used all ${usage.limit} speeches for this period`
      : `You've used your ${usage.limit} free speeches`,
    body: whatNext(usage),
  };
}

export function planStartedNotice(tier: PaidTier, billingCycle: BillingCycle, viaCode: boolean): Notice {
  const plan = getPlan(tier);
  return {
    kind: 'plan_change',
    title: `You're on ${plan.name}`,
    body: viaCode
      ? `Your discount code gives you ${plan.name} free: ${plan.speechLimit} speeches a month.`
      : `${plan.speechLimit} speeches a month, billed ${billingCycle}. Thank you for subscribing!`,
  };
}

export function planEndedNotice(tier: string): Notice {
  const name = getPlan(tier)?.name ?? 'paid';
  return {
    kind: 'plan_change',
    title: `Your ${name} plan has ended`,
    body: `You're back on the free plan (${FREE_SPEECH_LIMIT} speeches). You can subscribe again at any time.`,
  };
}

export function paymentFailedNotice(): Notice {
  return {
    kind: 'payment_failed',
    title: 'Payment failed',
    body: "We couldn't take your latest subscription payment. Update your card under Manage subscription to keep your plan.",
  };
}
