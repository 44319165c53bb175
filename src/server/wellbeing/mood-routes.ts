import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moodCheckIn, recentMoods } from '../../common/api/wellbeing';
import { moodSchema } from '../../common/schemas/mood';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { crisisSupport } from '../safety/crisis-support';
import { timeZoneField } from '../speeches/stats';
import { listRecentMoods, recordMood } from './mood-queries';

/** The check-in, and where the person is (for support lines, should their note need them). */
export const moodBody = moodSchema.extend({ timeZone: timeZoneField });

export const moodRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.addHook('onRequest', requireUser);

  // A note with crisis language is saved like any other, and the answer carries support with it.
  app.post(
    '/api/mood',
    { schema: { body: moodBody, response: { 201: moodCheckIn } } },
    async (request, reply) => {
      const entry = await recordMood(db, currentUser(request).id, request.body);
      const support = crisisSupport([request.body.notes], request.body.timeZone);
      return reply.code(201).send(support ? { ...entry, support } : entry);
    },
  );

  app.get('/api/mood/recent', { schema: { response: { 200: recentMoods } } }, async (request) =>
    listRecentMoods(db, currentUser(request).id),
  );
};
