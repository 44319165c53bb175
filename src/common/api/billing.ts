import { z } from 'zod';
import { BILLING_CYCLES, PAID_TIERS, SUBSCRIPTION_STATUSES, TIERS } from '../enums';
import { timestamp } from './wire';

/** GET /api/subscription/tiers: the paid plans. */
const plan = z.object({
  id: z.enum(PAID_TIERS),
  name: z.string(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  speechLimit: z.number(),
  features: z.array(z.string()),
  popular: z.boolean(),
});
export const plans = z.array(plan);

/** Subscription status (GET /api/subscription/status). */
export const subscriptionStatus = z.object({
  currentTier: z.enum(TIERS),
  billingCycle: z.enum(BILLING_CYCLES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  speechesUsed: z.number(),
  speechLimit: z.number(),
  speechesRemaining: z.number(),
  /** Whole percent, capped at 100. */
  usagePercentage: z.number(),
  /** Null on the free plan. */
  currentPeriodEnd: timestamp.nullable(),
  /** At or past the usage warning ratio (80%), which includes being at the limit. */
  shouldShowUpgrade: z.boolean(),
  /** The next tier up; null on Pro. */
  suggestedTier: z.enum(PAID_TIERS).nullable(),
  /** A plan paid through the payment provider, whose portal 'Manage subscription' opens; free access
   * from a discount code has nothing there to manage. */
  canManageBilling: z.boolean(),
});

/** Subscription creation: a client secret to pay with, or a discount code's outcome. */
const clientSecretAnswer = z.object({ clientSecret: z.string() });
const discountAnswer = z.object({ isFreeAccess: z.boolean(), message: z.string() });
export const createSubscriptionAnswer = z.union([clientSecretAnswer, discountAnswer]);

/** An in-app notification (the header bell). */
export const notification = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const notificationList = z.object({ notifications: z.array(notification), unreadCount: z.number() });
export const unreadCount = z.object({ unreadCount: z.number() });

/** POST /api/billing/portal: where 'Manage subscription' goes. */
export const portalAnswer = z.object({ url: z.string() });

/**
 * GET /api/billing/config: the publishable key, read at run time (null: payments not configured), and
 * whether payments are live (a live Stripe key), when the test page takes no test payments.
 */
export const billingConfig = z.object({ stripePublishableKey: z.string().nullable(), liveMode: z.boolean() });

/** POST /api/stripe/webhook: the event was taken. */
export const webhookAnswer = z.object({ received: z.literal(true) });
