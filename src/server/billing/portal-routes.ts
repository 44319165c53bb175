import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalAnswer } from '../../common/api/billing';
import { currentUser, type RequireUser } from '../auth/authenticate';
import { AppError } from '../http/app-error';
import type { PaymentProvider } from './payment-provider';
import { PAYMENT_UNAVAILABLE } from './subscription-routes';

/** 'Manage subscription': the provider's customer portal (cancel, change card, change plan). */
export const portalRoutes: FastifyPluginAsyncZod<{
  requireUser: RequireUser;
  payments: PaymentProvider | null;
}> = async (app, { requireUser, payments }) => {
  app.post(
    '/api/billing/portal',
    { onRequest: requireUser, schema: { response: { 200: portalAnswer } } },
    async (request) => {
      if (!payments) throw new AppError(503, PAYMENT_UNAVAILABLE);
      const { stripeCustomerId } = currentUser(request);
      if (!stripeCustomerId) throw new AppError(404, 'No paid subscription to manage');
      const returnUrl = `${request.protocol}://${request.host}/`;
      return { url: await payments.createPortalSession({ customerId: stripeCustomerId, returnUrl }) };
    },
  );
};
