import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moodCheckIn, recentMoods } from '../../common/api/wellbeing';
import { moodSchema } from '../../common/schemas/mood';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { screenTextsWithSecondOpinion } from '../safety/crisis-support';
import type { SecondOpinion } from '../safety/second-opinion';
import { timeZoneField } from '../speeches/stats';
import { listRecentMoods, recordMood } from './mood-queries';

/** The check-in, and where the person is (for support lines, should their note need them). */
export const moodBody = moodSchema.extend({ timeZone: timeZoneField });

export const moodRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  secondOpinion?: SecondOpinion | null | undefined;
}> = async (app, { db, requireUser, secondOpinion }) => {
  app.addHook('onRequest', requireUser);

  // A note with crisis language is saved like any other, and the answer carries support with it (or, when
  // its words are uncertain, a calm note).
  app.post(
    '/api/mood',
    { schema: { body: moodBody, response: { 201: moodCheckIn } } },
    async (request, reply) => {
      const entry = await recordMood(db, currentUser(request).id, request.body);
      const screen = await screenTextsWithSecondOpinion(
        [request.body.notes],
        request.body.timeZone,
        secondOpinion,
      );
      if (screen.level === 'crisis') return reply.code(201).send({ ...entry, support: screen.support });
      if (screen.level === 'uncertain') return reply.code(201).send({ ...entry, supportNote: screen.note });
      return reply.code(201).send(entry);
    },
  );

  app.get('/api/mood/recent', { schema: { response: { 200: recentMoods } } }, async (request) =>
    listRecentMoods(db, currentUser(request).id),
  );
};
