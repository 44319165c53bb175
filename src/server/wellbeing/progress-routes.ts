import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activity, progress } from '../../common/api/wellbeing';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { timeZoneField } from '../speeches/stats';
import { ACTIVITY_WEEKS_DEFAULT, ACTIVITY_WEEKS_MAX, loadActivity } from './activity';
import { loadProgress } from './progress';

export const progressQuery = z.object({ timeZone: timeZoneField });
export const activityQuery = z.object({
  timeZone: timeZoneField,
  weeks: z.coerce.number().int().min(1).max(ACTIVITY_WEEKS_MAX).default(ACTIVITY_WEEKS_DEFAULT),
});

export const progressRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.addHook('onRequest', requireUser);

  // The progress card: counters from user_stats as of now, plus the quota from the user row.
  app.get(
    '/api/progress',
    { schema: { querystring: progressQuery, response: { 200: progress } } },
    async (request) => {
      const user = currentUser(request);
      const progress = await loadProgress(db, user.id, new Date(), request.query.timeZone);
      return { ...progress, speechesUsed: user.speechesUsed, speechLimit: user.speechLimit };
    },
  );

  // The streak calendar: each day of the last `weeks` weeks (from a Monday) with its speeches and check-ins.
  app.get(
    '/api/activity',
    { schema: { querystring: activityQuery, response: { 200: activity } } },
    async (request) => {
      const { timeZone, weeks } = request.query;
      return loadActivity(db, currentUser(request).id, new Date(), timeZone, weeks);
    },
  );
};
