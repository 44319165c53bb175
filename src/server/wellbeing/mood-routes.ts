import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moodSchema } from '../../common/schemas/mood';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { listRecentMoods, recordMood } from './mood-queries';

export const moodRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.addHook('onRequest', requireUser);

  app.post('/api/mood', { schema: { body: moodSchema } }, async (request, reply) =>
    reply.code(201).send(await recordMood(db, currentUser(request).id, request.body)),
  );

  app.get('/api/mood/recent', async (request) => listRecentMoods(db, currentUser(request).id));
};
