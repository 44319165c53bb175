import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { discountCodeSchema, subscriptionChoiceSchema } from './subscription';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('subscriptionChoiceSchema', () => {
  it('accepts every tier with either billing cycle', () => {
    for (const tier of ['free', 'starter', 'premium', 'pro']) {
      for (const billingCycle of ['monthly', 'yearly']) {
        expect(subscriptionChoiceSchema.parse({ tier, billingCycle })).toEqual({ tier, billingCycle });
      }
    }
  });

  it('refuses unknown or missing tiers and cycles', () => {
    const tierMessage = 'Tier must be one of: free, starter, premium, pro';
    const cycleMessage = 'Billing cycle must be one of: monthly, yearly';
    expect(messages(subscriptionChoiceSchema, { tier: 'gold', billingCycle: 'monthly' })).toEqual([
      tierMessage,
    ]);
    expect(messages(subscriptionChoiceSchema, { tier: 'Pro', billingCycle: 'monthly' })).toEqual([
      tierMessage,
    ]);
    expect(messages(subscriptionChoiceSchema, { tier: 'pro', billingCycle: 'weekly' })).toEqual([
      cycleMessage,
    ]);
    expect(messages(subscriptionChoiceSchema, {})).toEqual([tierMessage, cycleMessage]);
  });

  it('strips unknown keys such as a client-chosen price', () => {
    const hostile = JSON.parse(
      '{"tier":"pro","billingCycle":"yearly","price":0,"__proto__":{"polluted":true}}',
    );
    expect(subscriptionChoiceSchema.parse(hostile)).toEqual({ tier: 'pro', billingCycle: 'yearly' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('discountCodeSchema', () => {
  it('trims the code', () => {
    expect(discountCodeSchema.parse({ discountCode: '  BETA2026 ' })).toEqual({ discountCode: 'BETA2026' });
  });

  it('requires a non-blank code', () => {
    for (const discountCode of [undefined, '', '   ', 7, null]) {
      expect(messages(discountCodeSchema, { discountCode })).toEqual(['Discount code is required']);
    }
  });

  it('caps the code at 64 characters', () => {
    expect(discountCodeSchema.safeParse({ discountCode: 'c'.repeat(64) }).success).toBe(true);
    expect(messages(discountCodeSchema, { discountCode: 'c'.repeat(65) })).toEqual([
      'Discount code must be 64 characters or fewer',
    ]);
  });
});
