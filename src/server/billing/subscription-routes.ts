import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANS } from '../../common/plans';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { createSubscriptionBody } from './create-subscription-body';
import type { PaymentProvider } from './payment-provider';
import { inCurrentPeriod } from './period-rollover';
import { redeemDiscountCode } from './redeem-discount-code';
import { startSubscription } from './start-subscription';
import { subscriptionStatusOf } from './subscription-status';

export const PAYMENT_UNAVAILABLE = 'Payment System Unavailable';

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  payments: PaymentProvider | null;
}> = async (app, { db, requireUser, payments }) => {
  app.get('/api/subscription/tiers', async () => PLANS);

  app.get('/api/subscription/status', { onRequest: requireUser }, async (request) => {
    return subscriptionStatusOf(await inCurrentPeriod(db, currentUser(request)));
  });

  app.post(
    '/api/create-subscription',
    { onRequest: requireUser, schema: { body: createSubscriptionBody } },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (body && 'discountCode' in body) return redeemDiscountCode(db, user, body.discountCode);
      if (!payments) throw new AppError(503, PAYMENT_UNAVAILABLE);
      // No body is the test page's request: the Starter plan, monthly.
      const { tier, billingCycle } = body ?? { tier: 'starter', billingCycle: 'monthly' };
      if (tier === 'free') throw new AppError(400, 'Choose a paid plan: starter, premium or pro');
      return { clientSecret: await startSubscription(db, payments, user, { tier, billingCycle }) };
    },
  );
};
