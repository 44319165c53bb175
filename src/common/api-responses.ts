import type { BillingCycle, PaidTier, Tier } from './enums';

// Response shapes of SPEC §3 that the server builds and the client reads, declared once for both.

/** SPEC §3 personalisation insights (GET /api/personalisation-insights). */
export type PersonalisationInsights = {
  hasData: boolean;
  /** The learning status the profile card shows, or a friendly message before any feedback. */
  message: string;
  /** Average rating as a percentage (0–100). */
  avgRating: number;
  totalFeedback: number;
  insights: {
    personalityProfile: string;
    topPerformingTone: string | null;
    mostEffectiveElement: string | null;
    improvementArea: string | null;
  } | null;
};

/** SPEC §3 subscription status (GET /api/subscription/status). */
export type SubscriptionStatus = {
  currentTier: Tier;
  billingCycle: BillingCycle;
  subscriptionStatus: 'free' | 'active';
  speechesUsed: number;
  speechLimit: number;
  speechesRemaining: number;
  /** Whole percent, capped at 100. */
  usagePercentage: number;
  /** ISO date-time; null on the free plan. */
  currentPeriodEnd: string | null;
  /** At or past the SPEC §9 warning ratio (80%), which includes being at the limit. */
  shouldShowUpgrade: boolean;
  /** The next tier up; null on Pro. */
  suggestedTier: PaidTier | null;
  /** A plan paid through the payment provider, whose portal 'Manage subscription' opens; free access
   * from a discount code has nothing there to manage. */
  canManageBilling: boolean;
};
