import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest } from '../../../tests/setup/fixtures';
import { sessionCookie } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema';

// A generous per-minute limit, so what is seen here is the daily cap and the shared quota.
const it = appTest.extend('appOptions', { scope: 'file' }, { authAttemptsPerMinute: 1000 });

let address = 0;
const nextIp = () => `203.0.113.${++address}`;

const demoLogin = (app: App, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/simple-demo-login', remoteAddress });

const generate = (app: App, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/speeches/generate',
    headers: { cookie },
    payload: {
      context: 'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
      tone: 'confident',
      voiceStyle: 'warm',
      duration: 'short',
    },
  });

/** Speeches the demo account may still write. */
const remaining = async (database: Database, userId: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return user.speechLimit - user.speechesUsed;
};

describe('demo sessions from one address', () => {
  it('are capped at ten a day, even when asked for all at once', async ({ app }) => {
    const ip = nextIp();
    const statuses = (await Promise.all(Array.from({ length: 15 }, () => demoLogin(app, ip)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = await demoLogin(app, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many demo sessions from your network today. Sign up to keep going, or try again tomorrow.',
    );
    // Another address is not held back.
    expect((await demoLogin(app, nextIp())).statusCode).toBe(200);
  });

  it('count for a day: sessions started 23 hours ago still count, older ones no longer do', async ({
    database,
    app,
  }) => {
    const ip = nextIp();
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await demoLogin(app, ip)).json().user.id as string);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await database.db
      .update(users)
      .set({ createdAt: hoursAgo(23) })
      .where(inArray(users.id, ids));
    expect((await demoLogin(app, ip)).statusCode).toBe(429);
    await database.db
      .update(users)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(users.id, ids[0] ?? ''));
    expect((await demoLogin(app, ip)).statusCode).toBe(200);
  });

  it('share one quota of three speeches: a new session gets what the earlier ones left', async ({
    app,
    database,
  }) => {
    const ip = nextIp();
    const first = await demoLogin(app, ip);
    const firstCookie = sessionCookie(first);
    expect((await generate(app, firstCookie)).statusCode).toBe(201);
    expect((await generate(app, firstCookie)).statusCode).toBe(201);

    const second = await demoLogin(app, ip);
    expect(await remaining(database, second.json().user.id)).toBe(1);
    expect(await remaining(database, first.json().user.id)).toBe(0);
    const secondCookie = sessionCookie(second);
    expect((await generate(app, secondCookie)).statusCode).toBe(201);
    expect((await generate(app, secondCookie)).statusCode).toBe(402);
    expect((await generate(app, firstCookie)).statusCode).toBe(402);

    // A session started from another address has its own three.
    expect(await remaining(database, (await demoLogin(app, nextIp())).json().user.id)).toBe(3);
  });

  it('share the quota when started all at once, before any speech is written', async ({ app, database }) => {
    const ip = nextIp();
    const logins = await Promise.all(Array.from({ length: 5 }, () => demoLogin(app, ip)));
    const left = await Promise.all(logins.map((login) => remaining(database, login.json().user.id)));
    expect(left.reduce((sum, n) => sum + n, 0)).toBe(3);
    const generated = await Promise.all(logins.map((login) => generate(app, sessionCookie(login))));
    expect(generated.filter((response) => response.statusCode === 201).length).toBeLessThanOrEqual(3);
  });
});
