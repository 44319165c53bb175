import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalisationInsights } from '../../common/api/wellbeing';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { loadFeedbackSignals } from './feedback-signals';
import { buildInsights } from './insights';
import { learnPreferences } from './preferences-rule';

export const insightsRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/personalisation-insights',
    { schema: { response: { 200: personalisationInsights } } },
    async (request) => {
      const signals = await loadFeedbackSignals(db, currentUser(request).id);
      return buildInsights(learnPreferences(signals), signals);
    },
  );
};
