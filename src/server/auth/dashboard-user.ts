import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rollOverPeriodIfDue } from '../billing/period-rollover';
import type { Db } from '../db/client';
import { goals, speeches, type User, userStats } from '../db/schema';
import { currentUser, type RequireUser } from './authenticate';
import { findUserById, toPublicUser } from './users';

const RECENT_SPEECHES = 10;

/** SPEC §3 "User as read by the dashboard": the user plus goals, recent speeches and progress stats. */
export async function getDashboardUser(db: Db, user: User) {
  const [userGoals, recentSpeeches, [stats]] = await Promise.all([
    db.select().from(goals).where(eq(goals.userId, user.id)).orderBy(desc(goals.createdAt), desc(goals.id)),
    db
      .select()
      .from(speeches)
      .where(eq(speeches.userId, user.id))
      .orderBy(desc(speeches.createdAt), desc(speeches.id))
      .limit(RECENT_SPEECHES),
    db.select().from(userStats).where(eq(userStats.userId, user.id)),
  ]);
  return { ...toPublicUser(user), goals: userGoals, recentSpeeches, stats: stats ?? null };
}

export const dashboardUserRoutes: FastifyPluginAsyncZod<{ db: Db; requireUser: RequireUser }> = async (
  app,
  { db, requireUser },
) => {
  app.get('/api/user', { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    // A new billing period resets usage; the dashboard must not show last period's count.
    const rolled = await rollOverPeriodIfDue(db, user.id);
    return getDashboardUser(db, rolled ? ((await findUserById(db, user.id)) ?? user) : user);
  });
};
