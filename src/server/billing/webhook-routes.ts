import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookAnswer } from '../../common/api/billing';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { applyBillingEvent } from './apply-billing-event';
import type { BillingEvent, PaymentProvider } from './payment-provider';

const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** POST /api/stripe/webhook: signed events from Stripe, each applied once. */
export const webhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: PaymentProvider | null;
  webhookSecret: string | undefined;
}> = async (app, { db, payments, webhookSecret }) => {
  // The signature covers the exact bytes sent, so within this plugin JSON bodies stay a raw Buffer.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/stripe/webhook', { schema: { response: { 200: webhookAnswer } } }, async (request) => {
    if (!payments || !webhookSecret) throw new AppError(503, 'Stripe webhooks are not configured');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError(400, 'Missing Stripe signature');
    }
    let event: BillingEvent;
    try {
      event = payments.verifyWebhook(request.body, signature, webhookSecret);
    } catch {
      throw new AppError(400, 'Invalid Stripe signature');
    }
    const outcome = await applyBillingEvent(db, payments, event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
    return { received: true as const };
  });
};
