import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPEN_GOALS_MAX } from '../../common/limits';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { goals, speeches, type User, userStats, users } from '../db/schema';
import type { AnswerCache } from './answer-cache';
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
    // Bounded like the open goals themselves; the Goals page lists them all.
    .limit(OPEN_GOALS_MAX)
    .prepare('dashboard_goals'),
);
const goalCountOf = preparedQuery((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(goals)
    .where(eq(goals.userId, userId))
    .prepare('dashboard_goal_count'),
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

// The versions of the rows the dashboard shows, in order: each row's id with its xmin, which Postgres
// changes whenever the row is inserted or updated (a deleted row drops out of the list). `rows` selects
// id, xmin and n, the position.
const rowVersions = (rows: SQL) =>
  sql<
    string | null
  >`(select string_agg(v.id::text || ':' || v.xmin::text, ',' order by v.n) from (${rows}) v)`;
const versionsOf = preparedQuery((db) =>
  db
    .select({
      speeches: rowVersions(
        sql`select ${speeches.id} as id, ${speeches}.xmin,
            row_number() over (order by ${speeches.createdAt} desc, ${speeches.id} desc) as n from ${speeches}
          where ${speeches.userId} = ${users.id}
          order by ${speeches.createdAt} desc, ${speeches.id} desc limit ${sql.raw(String(RECENT_SPEECHES))}`,
      ),
      goals: rowVersions(
        sql`select ${goals.id} as id, ${goals}.xmin, ${goals.id} as n from ${goals} where ${goals.userId} = ${users.id}`,
      ),
      stats: sql<
        string | null
      >`(select ${userStats}.xmin::text from ${userStats} where ${userStats.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('dashboard_versions'),
);

/**
 * SPEC §3 "User as read by the dashboard": the user plus goals (the newest OPEN_GOALS_MAX, and how many
 * there are in all: `goalCount`), recent speeches and progress stats.
 */
export async function getDashboardUser(db: Db, user: User) {
  const params = { userId: user.id };
  const [userGoals, [count], recentSpeeches, [stats]] = await Promise.all([
    goalsOf(db).execute(params),
    goalCountOf(db).execute(params),
    recentSpeechesOf(db).execute(params),
    statsOf(db).execute(params),
  ]);
  const goalCount = count?.n ?? 0;
  return { ...toPublicUser(user), goals: userGoals, goalCount, recentSpeeches, stats: stats ?? null };
}

/**
 * GET /api/user's answer as bytes. Half of that route's time went to serialising and UTF-8-encoding ~50 KB
 * of speeches that rarely change between two reads, so the part after the user's own fields is kept
 * encoded per user with the versions of the rows it shows. Every read still asks the database for those
 * versions (one small query), so an answer is never stale, whichever server made the change, and no
 * write needs to know about the cache. The user's fields come from the row the session just loaded.
 */
export function createDashboardAnswers(db: Db, cache: AnswerCache) {
  return async function dashboardAnswer(user: User): Promise<Buffer> {
    const [versions] = await versionsOf(db).execute({ userId: user.id });
    const version = `${versions?.speeches};${versions?.goals};${versions?.stats}`;
    let rest = cache.get(user.id, version);
    if (!rest) {
      const { goals: userGoals, goalCount, recentSpeeches, stats } = await getDashboardUser(db, user);
      rest = Buffer.from(JSON.stringify({ goals: userGoals, goalCount, recentSpeeches, stats }).slice(1));
      cache.set(user.id, version, rest);
    }
    const fields = JSON.stringify(toPublicUser(user));
    return Buffer.concat([Buffer.from(`${fields.slice(0, -1)},`), rest]);
  };
}

export const dashboardUserRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  cache: AnswerCache;
}> = async (app, { db, requireUser, cache }) => {
  const dashboardAnswer = createDashboardAnswers(db, cache);
  app.get('/api/user', { onRequest: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    return reply.type('application/json; charset=utf-8').send(await dashboardAnswer(user));
  });
};
