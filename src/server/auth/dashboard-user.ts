import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardParts, dashboardUser } from '../../common/api/account';
import { publicUser } from '../../common/api/auth';
import { OPEN_GOALS_MAX } from '../../common/limits';
import type { AnswerCache } from '../cache/answer-cache';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { goals, speeches, type User, userStats, users } from '../db/schema';
import { withLanguage } from '../speeches/speech-queries';
import { currentUser, type RequireUser } from './authenticate';
import { toPublicUser } from './users';

const RECENT_SPEECHES = 10;

type UserTable = typeof speeches | typeof goals | typeof userStats;

/** Some of the user's rows in one table: the `limit` first in `order`, each known by `key`. */
type Shown<Table extends UserTable> = {
  table: Table;
  key: AnyPgColumn;
  order: SQL[];
  limit: number;
  /** The answer also counts all of the user's rows, so all of them are versioned, not only those shown. */
  counted?: true;
};
const shown = <Table extends UserTable>(part: Shown<Table>) => part;

// The rows the cached part of the answer shows, table by table (decision 010). The answer's queries
// below and the versions query are all built from SHOWN, so no table is read without being versioned.
const RECENT = shown({
  table: speeches,
  key: speeches.id,
  order: [desc(speeches.createdAt), desc(speeches.id)],
  limit: RECENT_SPEECHES,
});
// Bounded like the open goals themselves; the Goals page lists them all.
const GOALS = shown({
  table: goals,
  key: goals.id,
  order: [desc(goals.createdAt), desc(goals.id)],
  limit: OPEN_GOALS_MAX,
  counted: true,
});
const STATS = shown({ table: userStats, key: userStats.userId, order: [], limit: 1 });
const SHOWN: Shown<UserTable>[] = [RECENT, GOALS, STATS];

const userId = sql.placeholder('userId');
const goalsOf = preparedQuery((db) =>
  db
    .select()
    .from(GOALS.table)
    .where(eq(GOALS.table.userId, userId))
    .orderBy(...GOALS.order)
    .limit(GOALS.limit)
    .prepare('dashboard_goals'),
);
const goalCountOf = preparedQuery((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(GOALS.table)
    .where(eq(GOALS.table.userId, userId))
    .prepare('dashboard_goal_count'),
);
const recentSpeechesOf = preparedQuery((db) =>
  db
    .select()
    .from(RECENT.table)
    .where(eq(RECENT.table.userId, userId))
    .orderBy(...RECENT.order)
    .limit(RECENT.limit)
    .prepare('dashboard_recent_speeches'),
);
const statsOf = preparedQuery((db) =>
  db
    .select()
    .from(STATS.table)
    .where(eq(STATS.table.userId, userId))
    .limit(STATS.limit)
    .prepare('dashboard_stats'),
);

// The versions of one part's rows, in order: each row's key with its xmin, which Postgres changes
// whenever the row is inserted or updated (a deleted row drops out of the list). '' for no rows.
function rowVersions({ table, key, order, limit, counted }: Shown<UserTable>): SQL {
  const ordered = order.length > 0 ? sql`order by ${sql.join(order, sql`, `)}` : sql``;
  const bounded = counted ? sql`` : sql`limit ${sql.raw(String(limit))}`;
  return sql`coalesce((select string_agg(v.id || ':' || v.xmin, ',' order by v.n) from (
      select ${key}::text as id, ${table}.xmin::text as xmin, row_number() over (${ordered}) as n
      from ${table} where ${table.userId} = ${users.id} ${ordered} ${bounded}) v), '')`;
}
const versionOf = preparedQuery((db) =>
  db
    .select({ version: sql<string>`concat_ws(';', ${sql.join(SHOWN.map(rowVersions), sql`, `)})` })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('dashboard_versions'),
);

/** What the cached part of the user's answer is made of now: another version means it changed. */
export async function dashboardVersion(db: Db, id: string): Promise<string> {
  const [row] = await versionOf(db).execute({ userId: id });
  return row?.version ?? '';
}

/**
 * The user as the dashboard reads it (GET /api/user): the user plus goals (the newest OPEN_GOALS_MAX, and
 * how many there are in all: `goalCount`), recent speeches and progress stats.
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
  return {
    ...toPublicUser(user),
    goals: userGoals,
    goalCount,
    recentSpeeches: recentSpeeches.map(withLanguage),
    stats: stats ?? null,
  };
}

/**
 * GET /api/user's answer as bytes. Half of that route's time went to serialising and UTF-8-encoding ~50 KB
 * of speeches that rarely change between two reads, so the part after the user's own fields is kept
 * encoded per user with the versions of the rows it shows. Every read still asks the database for those
 * versions (one small query), so an answer is never stale, whichever server made the change, and no
 * write needs to know about the cache. The user's fields come from the row the session just loaded. Both
 * halves are encoded through the route's response schema (dashboardUser), as the serializer would.
 */
export function createDashboardAnswers(db: Db, cache: AnswerCache) {
  return async function dashboardAnswer(user: User): Promise<Buffer> {
    const version = await dashboardVersion(db, user.id);
    let rest = cache.get(user.id, version);
    if (!rest) {
      const { goals: userGoals, goalCount, recentSpeeches, stats } = await getDashboardUser(db, user);
      const parts = z.encode(dashboardParts, { goals: userGoals, goalCount, recentSpeeches, stats });
      rest = Buffer.from(JSON.stringify(parts).slice(1));
      cache.set(user.id, version, rest);
    }
    const fields = JSON.stringify(z.encode(publicUser, toPublicUser(user)));
    return Buffer.concat([Buffer.from(`${fields.slice(0, -1)},`), rest]);
  };
}

export const dashboardUserRoutes: FastifyPluginAsyncZod<{
  db: Db;
  requireUser: RequireUser;
  cache: AnswerCache;
}> = async (app, { db, requireUser, cache }) => {
  const dashboardAnswer = createDashboardAnswers(db, cache);
  // The answer is bytes already encoded through dashboardUser (createDashboardAnswers), which Fastify sends
  // as they are: the schema is declared for the contract, and the route is typed as sending bytes.
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get(
      '/api/user',
      { onRequest: requireUser, schema: { response: { 200: dashboardUser } } },
      async (request, reply) =>
        reply.type('application/json; charset=utf-8').send(await dashboardAnswer(currentUser(request))),
    );
};
