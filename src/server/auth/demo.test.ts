import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookie } from '../../../tests/setup/session';
import { withTestApp } from '../../../tests/setup/test-app';
import { users } from '../db/schema';

// A generous per-minute limit, so what is seen here is the daily cap and the shared quota.
const t = withTestApp({ authAttemptsPerMinute: 1000 });

let address = 0;
const nextIp = () => `203.0.113.${++address}`;

const demoLogin = (remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/simple-demo-login', remoteAddress });

const generate = (cookie: string) =>
  t.app.inject({
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
const remaining = async (userId: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return user.speechLimit - user.speechesUsed;
};

describe('demo sessions from one address', () => {
  it('are capped at ten a day, even when asked for all at once', async () => {
    const ip = nextIp();
    const statuses = (await Promise.all(Array.from({ length: 15 }, () => demoLogin(ip)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = await demoLogin(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many demo sessions from your network today. Sign up to keep going, or try again tomorrow.',
    );
    // Another address is not held back.
    expect((await demoLogin(nextIp())).statusCode).toBe(200);
  });

  it('count for a day: sessions started 23 hours ago still count, older ones no longer do', async () => {
    const ip = nextIp();
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await demoLogin(ip)).json().user.id as string);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await t.database.db
      .update(users)
      .set({ createdAt: hoursAgo(23) })
      .where(inArray(users.id, ids));
    expect((await demoLogin(ip)).statusCode).toBe(429);
    await t.database.db
      .update(users)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(users.id, ids[0] ?? ''));
    expect((await demoLogin(ip)).statusCode).toBe(200);
  });

  it('share one quota of three speeches: a new session gets what the earlier ones left', async () => {
    const ip = nextIp();
    const first = await demoLogin(ip);
    const firstCookie = sessionCookie(first);
    expect((await generate(firstCookie)).statusCode).toBe(201);
    expect((await generate(firstCookie)).statusCode).toBe(201);

    const second = await demoLogin(ip);
    expect(await remaining(second.json().user.id)).toBe(1);
    expect(await remaining(first.json().user.id)).toBe(0);
    const secondCookie = sessionCookie(second);
    expect((await generate(secondCookie)).statusCode).toBe(201);
    expect((await generate(secondCookie)).statusCode).toBe(402);
    expect((await generate(firstCookie)).statusCode).toBe(402);

    // A session started from another address has its own three.
    expect(await remaining((await demoLogin(nextIp())).json().user.id)).toBe(3);
  });

  it('share the quota when started all at once, before any speech is written', async () => {
    const ip = nextIp();
    const logins = await Promise.all(Array.from({ length: 5 }, () => demoLogin(ip)));
    const left = await Promise.all(logins.map((login) => remaining(login.json().user.id)));
    expect(left.reduce((sum, n) => sum + n, 0)).toBe(3);
    const generated = await Promise.all(logins.map((login) => generate(sessionCookie(login))));
    expect(generated.filter((response) => response.statusCode === 201).length).toBeLessThanOrEqual(3);
  });
});
