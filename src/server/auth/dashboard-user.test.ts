import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, vi } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { migratedPglite } from '../../../tests/setup/test-db';
import type { App } from '../app';
import { AnswerCache } from '../cache/answer-cache';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';
import { speeches, userStats, users } from '../db/schema';
import { createDashboardAnswers, dashboardVersion, getDashboardUser } from './dashboard-user';
import { findUserById } from './users';

const GENERATE = {
  context: 'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'short',
};

async function signedIn(app: App, database: Database) {
  const { cookie, user } = await signUp(app);
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  /** GET /api/user against the dashboard as built from the database without any cache. */
  const expectFresh = async (after: string) => {
    const served = (await call('GET', '/api/user')).json();
    const row = await findUserById(database.db, user.id as string);
    if (!row) throw new Error('the user is gone');
    const fresh = JSON.parse(JSON.stringify(await getDashboardUser(database.db, row)));
    expect(served, `after ${after}`).toEqual(fresh);
    return served;
  };
  return { user, call, expectFresh };
}

describe('GET /api/user with its answers cached', () => {
  it('is never stale: every kind of change to what the dashboard shows is seen on the next read', async ({
    database,
    app,
  }) => {
    const { user, call, expectFresh } = await signedIn(app, database);
    await expectFresh('sign-up');
    await expectFresh('a second read (from the cache)');

    const first = (await call('POST', '/api/speeches/generate', GENERATE)).json();
    expect((await expectFresh('a new speech')).recentSpeeches).toHaveLength(1);
    const second = (await call('POST', '/api/speeches/generate', { ...GENERATE, tone: 'gentle' })).json();
    expect((await expectFresh('another speech')).stats.totalSpeeches).toBe(2);

    await call('PATCH', `/api/speeches/${first.id}`, { name: 'Interview pep talk' });
    expect((await expectFresh('a rename')).recentSpeeches[1].name).toBe('Interview pep talk');
    await call('PATCH', `/api/speeches/${first.id}`, { isFavourite: true });
    await expectFresh('a favourite');
    await call('DELETE', `/api/speeches/${second.id}`);
    expect((await expectFresh('a deletion')).recentSpeeches).toHaveLength(1);

    const goal = (await call('POST', '/api/goals', { title: 'Land the job', category: 'career' })).json();
    await expectFresh('a new goal');
    await call('PATCH', `/api/goals/${goal.id}`, { isCompleted: true });
    expect((await expectFresh('a completed goal')).goals[0].isCompleted).toBe(1);
    await call('DELETE', `/api/goals/${goal.id}`);
    expect((await expectFresh('a deleted goal')).goals).toEqual([]);

    // Writes from elsewhere (another server, the voice service) are seen too: the versions are the rows'.
    await database.db.update(speeches).set({ audioUrl: '/audio/x.mp3' }).where(eq(speeches.id, first.id));
    expect((await expectFresh('an outside update')).recentSpeeches[0].audioUrl).toBe('/audio/x.mp3');
    await database.db.update(userStats).set({ currentStreak: 9 }).where(eq(userStats.userId, user.id));
    expect((await expectFresh('a stats update')).stats.currentStreak).toBe(9);
  });

  it('answers from the cache while nothing changed, with the user fields always from the session row', async ({
    database,
    app,
  }) => {
    const { user } = await signedIn(app, database);
    const cache = new AnswerCache(1_000_000);
    const answer = createDashboardAnswers(database.db, cache);
    const row = await findUserById(database.db, user.id as string);
    if (!row) throw new Error('the user is gone');

    const made = vi.spyOn(cache, 'set');
    const first = await answer(row);
    const again = await answer({ ...row, firstName: 'Renamed' });
    expect(made).toHaveBeenCalledTimes(1);
    expect(cache.size.entries).toBe(1);
    expect(JSON.parse(again.toString())).toEqual({ ...JSON.parse(first.toString()), firstName: 'Renamed' });
    expect(JSON.parse(first.toString())).toEqual(
      JSON.parse(JSON.stringify(await getDashboardUser(database.db, row))),
    );
  });

  it('versions every table the answer reads', async () => {
    // The statements each one sends, from a database handle that logs them.
    const client = await migratedPglite();
    const statements: string[] = [];
    const db = drizzle({ client, schema, logger: { logQuery: (query) => statements.push(query) } });
    const tablesRead = async (read: () => Promise<unknown>) => {
      statements.length = 0;
      await read();
      return new Set(
        statements.flatMap((query) => [...query.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((m) => m[1])),
      );
    };
    try {
      const [user] = await db.insert(users).values({ email: 'tables@example.com' }).returning();
      if (!user) throw new Error('no user inserted');
      const answered = await tablesRead(() => getDashboardUser(db as unknown as Db, user));
      const versioned = await tablesRead(() => dashboardVersion(db as unknown as Db, user.id));
      // What the statements show is read: the tables the answer is known to read are among them.
      expect([...answered]).toEqual(expect.arrayContaining(['goals', 'speeches', 'user_stats']));
      expect([...answered].filter((table) => !versioned.has(table))).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
