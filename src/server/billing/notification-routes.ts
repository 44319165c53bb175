import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationList, unreadCount } from '../../common/api/billing';
import { ID_MAX } from '../../common/limits';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { listNotifications, markNotificationsRead } from './notification-store';

const MARK_READ_MAX_IDS = 100;

// No body (validated as null) marks every notification read; {ids} marks those of them that are the user's.
export const markReadBody = z
  .object({
    ids: z
      .array(
        z
          .number({ error: 'Notification ids must be numbers' })
          .int('Notification ids must be whole numbers')
          .min(1, 'Notification id is out of range')
          .max(ID_MAX, 'Notification id is out of range'),
        { error: 'ids must be a list of notification ids' },
      )
      .min(1, 'ids must name at least one notification')
      .max(MARK_READ_MAX_IDS, `ids can name at most ${MARK_READ_MAX_IDS} notifications`),
  })
  .strict()
  .nullish();

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.addHook('onRequest', requireUser);

  app.get('/api/notifications', { schema: { response: { 200: notificationList } } }, async (request) =>
    listNotifications(db, currentUser(request).id),
  );

  app.post(
    '/api/notifications/read',
    { schema: { body: markReadBody, response: { 200: unreadCount } } },
    async (request) => ({
      unreadCount: await markNotificationsRead(db, currentUser(request).id, request.body?.ids),
    }),
  );
};
