import Stripe from 'stripe';
import { BILLING_CYCLES, type BillingCycle, PAID_TIERS, type PaidTier } from '../../common/enums';
import { getPlan } from '../../common/plans';

const lookupKeyFor = (tier: PaidTier, billingCycle: BillingCycle) => `uplift_${tier}_${billingCycle}`;

const LOOKUP_KEY = new RegExp(`^uplift_(${PAID_TIERS.join('|')})_(${BILLING_CYCLES.join('|')})$`);

export function planOfLookupKey(key: string | null): { tier: PaidTier; billingCycle: BillingCycle } | null {
  const match = key ? LOOKUP_KEY.exec(key) : null;
  return match ? { tier: match[1] as PaidTier, billingCycle: match[2] as BillingCycle } : null;
}

/**
 * The Stripe price of a plan, looked up by its lookup key or created (with its product) so a fresh
 * Stripe account works. A price whose amount no longer matches PLANS is replaced: our plans set the
 * price, and `transfer_lookup_key` moves the key to the new one (also settling two first requests racing).
 */
export async function findOrCreatePrice(
  stripe: Stripe,
  tier: PaidTier,
  billingCycle: BillingCycle,
): Promise<string> {
  const plan = getPlan(tier);
  const unitAmount = Math.round((billingCycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice) * 100);
  const interval = billingCycle === 'yearly' ? 'year' : 'month';
  const lookupKey = lookupKeyFor(tier, billingCycle);
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = data[0];
  if (
    existing &&
    existing.unit_amount === unitAmount &&
    existing.currency === 'usd' &&
    existing.recurring?.interval === interval
  ) {
    return existing.id;
  }
  const price = await stripe.prices.create({
    product: await ensureProduct(stripe, tier),
    currency: 'usd',
    unit_amount: unitAmount,
    recurring: { interval },
    lookup_key: lookupKey,
    transfer_lookup_key: true,
    metadata: { tier, billingCycle },
  });
  return price.id;
}

// One product per tier with a fixed id, so it is found again without a search.
async function ensureProduct(stripe: Stripe, tier: PaidTier): Promise<string> {
  const id = `uplift_${tier}`;
  try {
    await stripe.products.create({ id, name: `Uplift ${getPlan(tier).name}`, metadata: { tier } });
  } catch (error) {
    const exists =
      error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists';
    if (!exists) throw error;
  }
  return id;
}
