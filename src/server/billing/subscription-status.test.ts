import { describe, expect, it } from 'vitest';
import type { Tier } from '../../common/enums';
import { subscriptionStatusOf } from './subscription-status';

const periodEnd = new Date('2026-12-01T00:00:00Z');
const active = (tier: Tier, speechesUsed: number, speechLimit: number, stripeCustomerId = 'cus_1') =>
  subscriptionStatusOf({
    subscriptionStatus: 'active',
    subscriptionTier: tier,
    billingCycle: 'monthly',
    speechesUsed,
    speechLimit,
    currentPeriodEnd: periodEnd,
    stripeCustomerId,
  });
const free = (speechesUsed: number) =>
  subscriptionStatusOf({
    subscriptionStatus: 'free',
    subscriptionTier: 'free',
    billingCycle: 'monthly',
    speechesUsed,
    speechLimit: 3,
    currentPeriodEnd: null,
    stripeCustomerId: null,
  });

describe('subscriptionStatusOf', () => {
  it('reports an unused plan', () => {
    expect(active('starter', 0, 20)).toEqual({
      currentTier: 'starter',
      billingCycle: 'monthly',
      subscriptionStatus: 'active',
      speechesUsed: 0,
      speechLimit: 20,
      speechesRemaining: 20,
      usagePercentage: 0,
      currentPeriodEnd: periodEnd,
      shouldShowUpgrade: false,
      suggestedTier: 'premium',
      canManageBilling: true,
    });
  });

  it('offers the billing portal only for a plan paid through the provider', () => {
    expect(active('premium', 0, 40, '').canManageBilling).toBe(false); // free access from a code
    expect(free(0).canManageBilling).toBe(false);
    expect(
      subscriptionStatusOf({
        subscriptionStatus: 'free',
        subscriptionTier: 'free',
        billingCycle: 'monthly',
        speechesUsed: 0,
        speechLimit: 3,
        currentPeriodEnd: null,
        stripeCustomerId: 'cus_cancelled',
      }).canManageBilling,
    ).toBe(false);
  });

  it('prompts an upgrade from exactly 80% of the limit', () => {
    expect(active('starter', 15, 20)).toMatchObject({ usagePercentage: 75, shouldShowUpgrade: false });
    expect(active('starter', 16, 20)).toMatchObject({ usagePercentage: 80, shouldShowUpgrade: true });
    expect(active('premium', 31, 40)).toMatchObject({ usagePercentage: 78, shouldShowUpgrade: false });
    expect(active('premium', 32, 40)).toMatchObject({ usagePercentage: 80, shouldShowUpgrade: true });
    expect(active('pro', 159, 200).shouldShowUpgrade).toBe(false);
    expect(active('pro', 160, 200).shouldShowUpgrade).toBe(true);
  });

  it('at and past the limit: nothing remaining, 100%, upgrade prompted', () => {
    expect(active('premium', 40, 40)).toMatchObject({
      speechesRemaining: 0,
      usagePercentage: 100,
      shouldShowUpgrade: true,
      suggestedTier: 'pro',
    });
    // A cancelled Pro subscriber keeps their count against the free limit.
    expect(free(12)).toMatchObject({ speechesRemaining: 0, usagePercentage: 100, shouldShowUpgrade: true });
  });

  it('a free user: the free tier, no period, Starter suggested; 2 of 3 is under the warning', () => {
    expect(free(2)).toEqual({
      currentTier: 'free',
      billingCycle: 'monthly',
      subscriptionStatus: 'free',
      speechesUsed: 2,
      speechLimit: 3,
      speechesRemaining: 1,
      usagePercentage: 67,
      currentPeriodEnd: null,
      shouldShowUpgrade: false,
      suggestedTier: 'starter',
      canManageBilling: false,
    });
    expect(free(3)).toMatchObject({ speechesRemaining: 0, shouldShowUpgrade: true });
  });

  it('suggests the next tier up, and none above Pro', () => {
    expect(active('starter', 0, 20).suggestedTier).toBe('premium');
    expect(active('premium', 0, 40).suggestedTier).toBe('pro');
    expect(active('pro', 0, 200).suggestedTier).toBeNull();
  });
});
