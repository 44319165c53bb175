import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import type { SecondOpinion } from '../safety/second-opinion';
import { feedbackRoutes } from './feedback-routes';
import { goalRoutes } from './goal-routes';
import { insightsRoutes } from './insights-routes';
import { moodRoutes } from './mood-routes';
import { progressRoutes } from './progress-routes';

/** Mood check-ins, goals, feedback, personalisation insights and progress; every route needs a user. */
export const wellbeingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  /** An LLM's second opinion on a mood note's words, when one is configured. */
  secondOpinion?: SecondOpinion | null | undefined;
}> = async (app, options) => {
  await app.register(moodRoutes, options);
  await app.register(goalRoutes, options);
  await app.register(feedbackRoutes, options);
  await app.register(insightsRoutes, options);
  await app.register(progressRoutes, options);
};
