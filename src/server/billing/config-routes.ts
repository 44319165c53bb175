import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingConfig } from '../../common/api/billing';

/**
 * GET /api/billing/config: the publishable key Stripe Elements needs, read at run time so one client
 * build serves any deployment. Null unless payments are configured too (paying would only answer 503).
 */
export const billingConfigRoutes: FastifyPluginAsyncZod<{
  publishableKey: string | null;
  liveMode: boolean;
}> = async (app, { publishableKey, liveMode }) => {
  app.get('/api/billing/config', { schema: { response: { 200: billingConfig } } }, async () => ({
    stripePublishableKey: publishableKey,
    liveMode,
  }));
};
