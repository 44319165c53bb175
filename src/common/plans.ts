import { type PaidTier, TIERS, type Tier } from './enums';
import { FREE_SPEECH_LIMIT } from './limits';
import { VOICE_COUNT } from './voice-claims';

export type Plan = {
  id: PaidTier;
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  speechLimit: number;
  features: string[];
  popular: boolean;
};

export const YEARLY_DISCOUNT_PERCENT = 20;

// Every plan gets the whole product; tiers differ only in how many speeches a month.
const SHARED_FEATURES = [
  `All ${VOICE_COUNT} voices, and your device's own`,
  'All speech lengths up to 20 minutes',
  'Four tones and three voice styles',
  'Mood tracking and goals',
  'Personalisation that learns from your ratings',
  'Favourites and named speeches',
];

export const PLANS: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 3,
    yearlyPrice: 29,
    speechLimit: 20,
    features: ['20 speeches per month', ...SHARED_FEATURES],
    popular: false,
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPrice: 7,
    yearlyPrice: 67,
    speechLimit: 40,
    features: ['40 speeches per month', ...SHARED_FEATURES],
    popular: true,
  },
  {
    id: 'pro',
    name: 'Pro',
    monthlyPrice: 12,
    yearlyPrice: 115,
    speechLimit: 200,
    features: ['200 speeches per month', ...SHARED_FEATURES],
    popular: false,
  },
];

export function getPlan(id: PaidTier): Plan;
export function getPlan(id: string): Plan | undefined;
export function getPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function yearlyPrice(monthlyPrice: number): number {
  return Math.round(12 * monthlyPrice * (1 - YEARLY_DISCOUNT_PERCENT / 100));
}

export function monthlyEquivalent(yearlyTotal: number): number {
  return Math.round(yearlyTotal / 12);
}

export function yearlySaving(plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>): number {
  return 12 * plan.monthlyPrice - plan.yearlyPrice;
}

export function speechesPerDay(monthlyLimit: number): number {
  return Math.ceil(monthlyLimit / 30);
}

export function speechLimitFor(tier: Tier): number {
  return tier === 'free' ? FREE_SPEECH_LIMIT : getPlan(tier).speechLimit;
}

// TIERS is ordered cheapest first.
export function nextTier(tier: Tier): PaidTier | null {
  const next = TIERS[TIERS.indexOf(tier) + 1];
  return next && next !== 'free' ? next : null;
}

/**
 * The one upsell line, wherever someone runs short of speeches: the next plan up and its real limit;
 * null on the top plan.
 */
export function upgradeOffer(tier: Tier): string | null {
  const next = nextTier(tier);
  if (!next) return null;
  const plan = getPlan(next);
  return `Upgrade to ${plan.name} for ${plan.speechLimit} speeches a month ($${plan.monthlyPrice}/month).`;
}
