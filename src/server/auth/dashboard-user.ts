import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inCurrentPeriod } from '../billing/period-rollover';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { goals, speeches, type User, userStats } from '../db/schema';
import { currentUser, type RequireUser } from './authenticate';
import { toPublicUser } from './users';

const RECENT_SPEECHES = 10;

const userId = sql.placeholder('userId');
const goalsOf = preparedQuery((db) =>
  db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.createdAt), desc(goals.id))
    .prepare('dashboard_goals'),
);
const recentSpeechesOf = preparedQuery((db) =>
  db
    .select()
    .from(speeches)
    .where(eq(speeches.userId, userId))
    .orderBy(desc(speeches.createdAt), desc(speeches.id))
    .limit(RECENT_SPEECHES)
    .prepare('dashboard_recent_speeches'),
);
const statsOf = preparedQuery((db) =>
  db.select().from(userStats).where(eq(userStats.userId, userId)).prepare('dashboard_stats'),
);

/** SPEC §3 "User as read by the dashboard": the user plus goals, recent speeches and progress stats. */
export async function getDashboardUser(db: Db, user: User) {
  const params = { userId: user.id };
  const [userGoals, recentSpeeches, [stats]] = await Promise.all([
    goalsOf(db).execute(params),
    recentSpeechesOf(db).execute(params),
    statsOf(db).execute(params),
  ]);
  return { ...toPublicUser(user), goals: userGoals, recentSpeeches, stats: stats ?? null };
}

export const dashboardUserRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.get('/api/user', { onRequest: requireUser }, async (request) => {
    // A new billing period resets usage; the dashboard must not show last period's count.
    return getDashboardUser(db, await inCurrentPeriod(db, currentUser(request)));
  });
};
