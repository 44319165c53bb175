import { describe, expect, it } from 'vitest';
import { PAID_TIERS, TIERS } from './enums';
import {
  getPlan,
  monthlyEquivalent,
  nextTier,
  PLANS,
  speechesPerDay,
  speechLimitFor,
  upgradeOffer,
  YEARLY_DISCOUNT_PERCENT,
  yearlyPrice,
  yearlySaving,
} from './plans';

describe('PLANS', () => {
  it('has the three paid tiers with their prices and limits', () => {
    expect(
      PLANS.map(({ id, name, monthlyPrice, yearlyPrice, speechLimit, popular }) => ({
        id,
        name,
        monthlyPrice,
        yearlyPrice,
        speechLimit,
        popular,
      })),
    ).toEqual([
      { id: 'starter', name: 'Starter', monthlyPrice: 3, yearlyPrice: 29, speechLimit: 20, popular: false },
      { id: 'premium', name: 'Premium', monthlyPrice: 7, yearlyPrice: 67, speechLimit: 40, popular: true },
      { id: 'pro', name: 'Pro', monthlyPrice: 12, yearlyPrice: 115, speechLimit: 200, popular: false },
    ]);
    expect(PLANS.map((plan) => plan.id)).toEqual([...PAID_TIERS]);
  });

  it('marks exactly one plan as most popular', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['premium']);
  });

  it('lists the voices (claiming no premium ones) and the monthly speech count in every plan', () => {
    for (const plan of PLANS) {
      expect(plan.features).toContain("All 6 voices, and your device's own");
      expect(plan.features.join(' ')).not.toMatch(/premium|natural|unlimited|priority/i);
      expect(plan.features).toContain(`${plan.speechLimit} speeches per month`);
      expect(new Set(plan.features).size).toBe(plan.features.length);
    }
  });

  it('prices each yearly plan at 12 months less the 20% discount, as the pricing page computes it', () => {
    expect(YEARLY_DISCOUNT_PERCENT).toBe(20);
    for (const plan of PLANS) expect(yearlyPrice(plan.monthlyPrice)).toBe(plan.yearlyPrice);
  });
});

describe('getPlan', () => {
  it('finds a plan by tier id', () => {
    expect(getPlan('premium').name).toBe('Premium');
  });

  it('returns undefined for free and unknown ids', () => {
    expect(getPlan('free')).toBeUndefined();
    expect(getPlan('platinum')).toBeUndefined();
    expect(getPlan('')).toBeUndefined();
  });
});

describe('price maths', () => {
  it('rounds the yearly price of a monthly price', () => {
    expect(yearlyPrice(3)).toBe(29);
    expect(yearlyPrice(7)).toBe(67);
    expect(yearlyPrice(12)).toBe(115);
    expect(yearlyPrice(10)).toBe(96);
  });

  it('rounds the monthly equivalent of a yearly total', () => {
    expect(monthlyEquivalent(29)).toBe(2);
    expect(monthlyEquivalent(67)).toBe(6);
    expect(monthlyEquivalent(115)).toBe(10);
    expect(monthlyEquivalent(120)).toBe(10);
  });

  it('computes the yearly saving against paying monthly', () => {
    expect(PLANS.map(yearlySaving)).toEqual([7, 17, 29]);
  });

  it('rounds speeches per day up over a 30-day month', () => {
    expect(speechesPerDay(20)).toBe(1);
    expect(speechesPerDay(40)).toBe(2);
    expect(speechesPerDay(200)).toBe(7);
    expect(speechesPerDay(30)).toBe(1);
    expect(speechesPerDay(31)).toBe(2);
    expect(speechesPerDay(3)).toBe(1);
  });
});

describe('speechLimitFor', () => {
  it('gives free users 3 speeches and paid tiers their plan limit', () => {
    expect(TIERS.map(speechLimitFor)).toEqual([3, 20, 40, 200]);
  });
});

describe('nextTier', () => {
  it('steps up one tier at a time and stops at pro', () => {
    expect(nextTier('free')).toBe('starter');
    expect(nextTier('starter')).toBe('premium');
    expect(nextTier('premium')).toBe('pro');
    expect(nextTier('pro')).toBeNull();
  });
});

describe('upgradeOffer', () => {
  it('names the next plan up and its real limit and price, and nothing on the top plan', () => {
    expect(upgradeOffer('free')).toBe('Upgrade to Starter for 20 speeches a month ($3/month).');
    expect(upgradeOffer('starter')).toBe('Upgrade to Premium for 40 speeches a month ($7/month).');
    expect(upgradeOffer('premium')).toBe('Upgrade to Pro for 200 speeches a month ($12/month).');
    expect(upgradeOffer('pro')).toBeNull();
  });
});
