import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventPush, eventPushList, pushPublicKey, reminderSettings } from '../../common/api/reminders';
import { noContent } from '../../common/api/wire';
import {
  eventPushSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsSchema,
} from '../../common/schemas/reminders';
import { currentUser, type RequireUser } from '../auth/authenticate';
import { readSessionToken } from '../auth/session-cookie';
import { sidForToken } from '../auth/session-store';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { idParams } from '../http/id-params';
import { cancelEventPush, eventPushesOf, setEventPush, toEventPushResponse } from './event-pushes';
import { isPushServiceEndpoint } from './push-endpoints';
import { deleteSubscription, saveSubscription } from './push-subscriptions';
import { readReminder, saveReminder } from './reminder-settings';

// The endpoint is a secret of one browser: whoever posts another account's has learnt it, and moving it
// would silently end that account's reminders. Signing out removes a browser's subscription, so the next
// person on a shared browser subscribes afresh.
const SUBSCRIBED_BY_ANOTHER_ACCOUNT = 'This browser’s notifications belong to another account';

const speechIdParams = idParams('Speech');
const eventPushIdParams = idParams('Event push');

/**
 * Reminder settings, the pushes on the morning of a speech's event, and the browser's Web Push
 * subscriptions; every route needs a user.
 */
export const reminderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Origins subscriptions may point at (pushServiceOrigins). */
  pushServiceOrigins: readonly string[];
}> = async (app, { db, requireUser, publicKey, pushServiceOrigins }) => {
  app.addHook('onRequest', requireUser);

  app.get('/api/reminders', { schema: { response: { 200: reminderSettings } } }, async (request) =>
    readReminder(db, currentUser(request).id),
  );

  app.put(
    '/api/reminders',
    { schema: { body: reminderSettingsSchema, response: { 200: reminderSettings } } },
    async (request) => saveReminder(db, currentUser(request).id, request.body),
  );

  app.get('/api/event-pushes', { schema: { response: { 200: eventPushList } } }, async (request) =>
    (await eventPushesOf(db, currentUser(request).id)).map(toEventPushResponse),
  );

  // Sets the push for the morning of the day the speech was written for, or moves it to another time.
  app.put(
    '/api/speeches/:id/event-push',
    { schema: { params: speechIdParams, body: eventPushSchema, response: { 200: eventPush } } },
    async (request) =>
      toEventPushResponse(await setEventPush(db, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/api/event-pushes/:id',
    { schema: { params: eventPushIdParams, response: { 204: noContent } } },
    async (request, reply) => {
      await cancelEventPush(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/api/push/public-key', { schema: { response: { 200: pushPublicKey } } }, async () => ({
    publicKey,
  }));

  app.post(
    '/api/push/subscriptions',
    { schema: { body: pushSubscriptionSchema, response: { 201: noContent } } },
    async (request, reply) => {
      if (!isPushServiceEndpoint(request.body.endpoint, pushServiceOrigins))
        throw new AppError(400, 'endpoint must be a push service');
      // requireUser has read a live session from this token.
      const sid = sidForToken(readSessionToken(request) ?? '');
      if (!(await saveSubscription(db, currentUser(request).id, sid, request.body)))
        throw new AppError(409, SUBSCRIBED_BY_ANOTHER_ACCOUNT);
      return reply.code(201).send();
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { body: pushUnsubscribeSchema, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await deleteSubscription(db, currentUser(request).id, request.body.endpoint)))
        throw new AppError(404, 'Subscription not found');
      return reply.code(204).send();
    },
  );
};
