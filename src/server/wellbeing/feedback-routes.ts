import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedback } from '../../common/api/wellbeing';
import { feedbackSchema } from '../../common/schemas/feedback';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { saveFeedback } from './save-feedback';

export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.addHook('onRequest', requireUser);

  // 201 for a first feedback on the speech, 200 when it replaced an earlier one.
  app.post(
    '/api/feedback',
    { schema: { body: feedbackSchema, response: { 200: feedback, 201: feedback } } },
    async (request, reply) => {
      const { feedback, created } = await saveFeedback(db, currentUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send(feedback);
    },
  );
};
