import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSubscriptionAnswer, plans, subscriptionStatus } from '../../common/api/billing';
import { PLANS } from '../../common/plans';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { clientNetwork } from '../http/client-network';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import { createSubscriptionBody } from './create-subscription-body';
import type { PaymentProvider } from './payment-provider';
import { redeemDiscountCode } from './redeem-discount-code';
import { startSubscription } from './start-subscription';
import { subscriptionStatusOf } from './subscription-status';

export const PAYMENT_UNAVAILABLE = 'Payment System Unavailable';
export const TEST_PAYMENTS_OFF =
  'Test payments are off: this server takes real payments. Choose a plan on /pricing.';

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  payments: PaymentProvider | null;
  guesses: SharedAttemptLimiter;
}> = async (app, { db, requireUser, payments, guesses }) => {
  app.get('/api/subscription/tiers', { schema: { response: { 200: plans } } }, async () => PLANS);

  app.get(
    '/api/subscription/status',
    { onRequest: requireUser, schema: { response: { 200: subscriptionStatus } } },
    async (request) => {
      return subscriptionStatusOf(currentUser(request));
    },
  );

  app.post(
    '/api/create-subscription',
    {
      onRequest: requireUser,
      schema: { body: createSubscriptionBody, response: { 200: createSubscriptionAnswer } },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (body && 'discountCode' in body) {
        // Codes can be guessed: a few tries a minute per account and per address, then 429. Each try is
        // counted before it is looked up, so parallel requests cannot all slip in before any is counted.
        for (const key of [`code:${user.id}`, `code:${clientNetwork(request.ip)}`]) await guesses.hit(key);
        return redeemDiscountCode(db, user, body.discountCode);
      }
      if (!payments) throw new AppError(503, PAYMENT_UNAVAILABLE);
      // No body is the test page's request: the Starter plan, monthly, never with real money.
      if (!body && payments.liveMode) throw new AppError(403, TEST_PAYMENTS_OFF);
      const { tier, billingCycle } = body ?? { tier: 'starter', billingCycle: 'monthly' };
      if (tier === 'free') throw new AppError(400, 'Choose a paid plan: starter, premium or pro');
      return { clientSecret: await startSubscription(db, payments, user, { tier, billingCycle }) };
    },
  );
};
