import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import { billingConfigRoutes } from './config-routes';
import { notificationRoutes } from './notification-routes';
import type { PaymentProvider } from './payment-provider';
import { portalRoutes } from './portal-routes';
import { subscriptionRoutes } from './subscription-routes';
import { webhookRoutes } from './webhook-routes';

export type BillingOptions = {
  db: Db;
  requireUser: RequireUser;
  /** Null without STRIPE_SECRET_KEY: paying answers 'Payment System Unavailable', discount codes work. */
  payments: PaymentProvider | null;
  /** Discount-code tries per user and per address. */
  guesses: SharedAttemptLimiter;
  /** STRIPE_WEBHOOK_SECRET; the webhook answers 503 without it. */
  webhookSecret?: string | undefined;
  /** VITE_STRIPE_PUBLIC_KEY, served to the subscribe page by GET /api/billing/config. */
  publishableKey?: string | undefined;
};

/** Plans, subscription status and usage, notifications, the subscribe flow, the portal and the webhook. */
export const billingRoutes: FastifyPluginAsyncZod<BillingOptions> = async (app, options) => {
  const { db, requireUser, payments, guesses, webhookSecret, publishableKey } = options;
  await app.register(subscriptionRoutes, { db, requireUser, payments, guesses });
  await app.register(notificationRoutes, { db, requireUser });
  await app.register(portalRoutes, { requireUser, payments });
  await app.register(webhookRoutes, { db, payments, webhookSecret });
  await app.register(billingConfigRoutes, {
    publishableKey: payments ? (publishableKey ?? null) : null,
    liveMode: payments?.liveMode ?? false,
  });
};
