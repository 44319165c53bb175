import type { BillingCycle, PaidTier } from '../../common/enums';

/** A provider's subscription, reduced to what decides the user's plan. */
export type BillingSubscription = {
  id: string;
  customerId: string;
  /** The provider's own status (active, trialing, past_due, canceled, unpaid, incomplete…). */
  status: string;
  /** Null when the price is not one of ours (no `uplift_{tier}_{cycle}` lookup key or tier metadata). */
  tier: PaidTier | null;
  billingCycle: BillingCycle | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The user id we put in the subscription's metadata, if any. */
  userId: string | null;
};

/** A verified webhook event, reduced to what we act on. */
export type BillingEvent = {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
};

/** The card-payment service behind the subscribe flow (one adapter per outside service). */
export interface PaymentProvider {
  /** Real money moves (a live key): the test page's checkout is off. */
  readonly liveMode: boolean;
  createCustomer(input: { email: string; name: string | null; userId: string }): Promise<string>;
  /** Starts a subscription awaiting its first payment; the client confirms it with the secret. */
  startSubscription(input: {
    customerId: string;
    tier: PaidTier;
    billingCycle: BillingCycle;
    userId: string;
  }): Promise<{ subscriptionId: string; clientSecret: string }>;
  /** The subscription as the provider has it now; null when it doesn't exist. */
  getSubscription(id: string): Promise<BillingSubscription | null>;
  /** Ends the subscription now, so it is never charged again; one already ended or missing counts as ended. */
  cancelSubscription(id: string): Promise<void>;
  /** A URL of the provider's page where the customer manages their subscription and card. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Checks the signature over the raw body and parses the event; throws when it doesn't verify. */
  verifyWebhook(payload: Buffer, signature: string, secret: string): BillingEvent;
}

/** A call to the provider failed: a 502 for us, logged, its details never shown to the user. */
export class PaymentProviderError extends Error {
  readonly statusCode = 502;
}

/** Statuses in which the customer has paid for (or is trialling) the plan. */
export const PAYING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);
