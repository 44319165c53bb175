import { describe, expect, it } from 'vitest';
import { getPlan } from '../../../common/plans';
import { billedAnnually, cycleParam, planPricing, subscribeHref, tierParam } from './pricing';

describe('plan pricing as the cards show it', () => {
  it('monthly: the monthly price; yearly: the yearly total ÷ 12 rounded, and the saving', () => {
    expect(planPricing(getPlan('starter'), 'monthly')).toEqual({ perMonth: 3, charged: 3, yearlySaving: 7 });
    expect(planPricing(getPlan('starter'), 'yearly')).toEqual({ perMonth: 2, charged: 29, yearlySaving: 7 });
    expect(planPricing(getPlan('premium'), 'yearly')).toEqual({ perMonth: 6, charged: 67, yearlySaving: 17 });
    expect(planPricing(getPlan('pro'), 'yearly')).toEqual({ perMonth: 10, charged: 115, yearlySaving: 29 });
  });

  it("reads 'Billed $X annually (Save 20%)'", () => {
    expect(billedAnnually(getPlan('premium'))).toBe('Billed $67 annually (Save 20%)');
  });
});

describe('subscribe query parameters', () => {
  it('preselect a paid tier, else Premium, and monthly unless yearly', () => {
    expect(tierParam('pro')).toBe('pro');
    expect(tierParam('free')).toBe('premium');
    expect(tierParam(null)).toBe('premium');
    expect(tierParam('PRO')).toBe('premium');
    expect(cycleParam('yearly')).toBe('yearly');
    expect(cycleParam('weekly')).toBe('monthly');
    expect(cycleParam(null)).toBe('monthly');
  });

  it('links to subscribe with tier and billing', () => {
    expect(subscribeHref('starter', 'yearly')).toBe('/subscribe?tier=starter&billing=yearly');
  });
});
