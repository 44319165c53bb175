import type Stripe from 'stripe';
import { type BillingCycle, PAID_TIERS, type PaidTier } from '../../common/enums';
import type { BillingEvent, BillingSubscription } from './payment-provider';
import { planOfLookupKey } from './stripe-prices';

// Stripe's objects reduced to the provider-neutral shapes the rest of billing works with.

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const asTier = (value: string | undefined) => PAID_TIERS.find((tier) => tier === value) ?? null;

export function toBillingSubscription(subscription: Stripe.Subscription): BillingSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  const { price } = item;
  const fromKey = planOfLookupKey(price.lookup_key);
  const interval = price.recurring?.interval;
  const tier: PaidTier | null =
    fromKey?.tier ?? asTier(price.metadata.tier) ?? asTier(subscription.metadata.tier);
  const billingCycle: BillingCycle | null =
    interval === 'year' ? 'yearly' : interval === 'month' ? 'monthly' : (fromKey?.billingCycle ?? null);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    tier,
    billingCycle,
    // Since API version 2025-03-31 the billing period lives on the subscription's items.
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    userId: subscription.metadata.userId ?? null,
  };
}

export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return { ...base, subscriptionId: idOf(session.subscription), customerId: idOf(session.customer) };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return { ...base, subscriptionId: subscription.id, customerId: idOf(subscription.customer) };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // Endpoints pinned to an API version before 2025-03-31 still send the top-level `subscription`.
      const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
      const subscription = invoice.parent?.subscription_details?.subscription ?? legacy;
      return { ...base, subscriptionId: idOf(subscription), customerId: idOf(invoice.customer) };
    }
    default:
      return { ...base, subscriptionId: null, customerId: null };
  }
}
