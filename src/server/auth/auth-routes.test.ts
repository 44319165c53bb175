import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { sessionCookie, signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { WEAK_PASSWORD } from './password-strength';
import { sidForToken } from './session-store';

let ip = 0;
/** A distinct client address per call, so tests don't share rate-limit windows unless they mean to. */
const nextIp = () => `192.0.2.${++ip}`;

async function login(app: App, email: string, password: string, remoteAddress = nextIp(), cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

const countRows = async (database: Database, table: typeof users | typeof sessions) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('sign-up', () => {
  it('creates the user, sets a hardened session cookie and answers 201 without the password hash', async ({
    app,
  }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: '  Ada@Example.COM ',
        password: 'a long enough secret',
        firstName: ' Ada ',
        lastName: 'L',
      },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'L', speechLimit: 3 });
    expect(response.body).not.toMatch(/argon2|passwordHash/);
    const cookie = response.cookies.find((c) => c.name === 'uplift_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const expires = new Date(cookie?.expires ?? 0).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * 86_400_000);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: 'ada@example.com' });
  });

  it('refuses a registered email in any case with 409 and writes nothing', async ({ app, database }) => {
    const { email } = await signUp(app);
    const before = await countRows(database, users);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: email.toUpperCase(), password: 'another fine secret', firstName: 'Twin' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Email already registered' });
    expect(await countRows(database, users)).toBe(before);
  });

  it('answers every malformed body with 400 and writes nothing', async ({ app, database }) => {
    const before = await countRows(database, users);
    const bodies: unknown[] = [
      {},
      { email: 'not-an-email', password: 'long enough pass', firstName: 'A' },
      { email: 'a@b.co', password: 'short', firstName: 'A' },
      { email: 'a@b.co', password: 'password123', firstName: 'A' },
      { email: 'a@b.co', password: 'long enough pass', firstName: '   ' },
      { email: 'a@b.co', password: 12345678, firstName: 'A' },
      { email: ['a@b.co'], password: 'long enough pass', firstName: 'A' },
      { email: 'a@b.co', password: 'x'.repeat(201), firstName: 'A' },
      { email: 'a@b.co', password: '        ', firstName: 'A' },
      { email: 'a@b.co', password: '   ab   ', firstName: 'A' },
      { email: 'a@b.co', password: 'Summer2024', firstName: 'A' },
      { email: 'a@b.co', password: 'qwertyuiop', firstName: 'A' },
      [],
      null,
    ];
    const messages = [];
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages).toContain('Please enter a valid email address');
    expect(messages).toContain('Password must be at least 8 characters');
    expect(messages).toContain('This password is too common. Please choose another.');
    expect(messages).toContain('First name is required');
    expect(messages).toContain('Password must have at least 8 characters that are not spaces');
    expect(messages).toContain(WEAK_PASSWORD);
    const plainText = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: 'just a string',
    });
    expect(plainText.statusCode).toBe(415);
    expect(await countRows(database, users)).toBe(before);
  });
});

describe('sign-in', () => {
  it('gives the same 401 message for a wrong password and an unknown email', async ({ app }) => {
    const { email } = await signUp(app);
    const wrongPassword = await login(app, email, 'not the password at all');
    const unknownEmail = await login(app, 'nobody-here@example.com', 'not the password at all');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Incorrect email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('issues a new session id at every sign-in and ends the one the browser had (no fixation)', async ({
    app,
  }) => {
    const { email, password, cookie: first } = await signUp(app);
    const response = await login(app, email.toUpperCase(), password, nextIp(), first);
    expect(response.statusCode).toBe(200);
    const second = sessionCookie(response);
    expect(second).not.toBe(first);
    const old = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: second } });
    expect(fresh.statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async ({ app, database }) => {
    const { cookie } = await signUp(app);
    const signed = decodeURIComponent(cookie.split('=')[1] ?? '');
    const token = signed.slice(0, signed.lastIndexOf('.'));
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sidForToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await database.db.select().from(sessions).where(eq(sessions.sid, token));
    expect(raw).toHaveLength(0);
  });

  it('answers the 11th rapid sign-in from one IP with 429', async ({ app }) => {
    const { email } = await signUp(app);
    const address = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login(app, email, `wrong password ${i}`, address)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const limited = await login(app, email, 'wrong again', address);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('never lets wrong passwords from one address lock the owner out from another', async ({ app }) => {
    const { email, password } = await signUp(app);
    const attacker = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await login(app, email, `wrong password ${i}`, attacker)).statusCode).toBe(401);
    // That address is done guessing this email, even with the right password...
    expect((await login(app, email, password, attacker)).statusCode).toBe(429);
    // ...and the owner, from an address that has not failed, signs in.
    expect((await login(app, email, password, nextIp())).statusCode).toBe(200);
  });
});

describe('guessing one account from many addresses', () => {
  it('evaluates ten of 45 parallel guesses from five addresses at once, a couple more after a delay, refuses the rest, and lets the owner in', async ({
    app,
  }) => {
    const { email, password } = await signUp(app);
    const addresses = Array.from({ length: 5 }, () => nextIp());
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 45 }, async (_, i) => {
        // Nine from each address: under the limit each address has on its own.
        const response = await login(app, email, `wrong password ${i}`, addresses[i % 5]);
        return { status: response.statusCode, after: Date.now() - started };
      }),
    );
    const evaluated = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(45 - evaluated.length);
    // A turn every six seconds, taken up to 15 s ahead: two beyond the first ten when all arrive at once,
    // one more for each six seconds the turns took to be handed out (till the last refusal, on a busy
    // machine).
    const spread = Math.max(...refused.map((answer) => answer.after));
    expect(evaluated.length).toBeLessThanOrEqual(10 + Math.floor((15_000 + spread) / 6_000));
    // Beyond the first ten, an attempt waits its turn, one every six seconds, rather than being refused.
    const delayed = evaluated.filter((answer) => answer.after >= 5_500);
    expect(delayed.length).toBeGreaterThanOrEqual(1);
    expect(evaluated.length - delayed.length).toBe(10);
    // Not a lock-out: the owner, from another address, gets in after waiting a turn.
    const owner = await login(app, email, password, nextIp());
    expect(owner.statusCode).toBe(200);
  }, 40_000);
});

describe('sessions', () => {
  it('logout deletes the session row and makes the old cookie useless', async ({ app, database }) => {
    const { cookie } = await signUp(app);
    const before = await countRows(database, sessions);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(await countRows(database, sessions)).toBe(before - 1);
    const after = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  it('signs out everywhere: every session of mine ends, this one included, and nobody else’s', async ({
    app,
  }) => {
    const { cookie: here, email, password } = await signUp(app);
    const there = sessionCookie(await login(app, email, password));
    const { cookie: someoneElse } = await signUp(app);
    const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { cookie: here },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out on every device' });
    expect(response.headers['set-cookie']).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { cookie: here },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an expired session', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    await database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sql`${sessions.sess}->>'userId'`, user.id));
    const response = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('extends a session that is more than a day old (rolling expiry) and re-sends the cookie', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const inTwentyDays = new Date(Date.now() + 20 * 86_400_000);
    await database.db
      .update(sessions)
      .set({ expire: inTwentyDays })
      .where(eq(sql`${sessions.sess}->>'userId'`, user.id));
    const response = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'uplift_session')).toBeDefined();
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sql`${sessions.sess}->>'userId'`, user.id));
    expect(row?.expire.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('refuses a cookie whose signature was tampered with, and one with no session', async ({ app }) => {
    const { cookie } = await signUp(app);
    const tampered = `${cookie.slice(0, -3)}abc`;
    for (const value of [tampered, 'uplift_session=nonsense', 'uplift_session=']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: value },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async ({
    database,
  }) => {
    const { buildTestApp } = await import('../../../tests/setup/test-app');
    const proxied = await buildTestApp(database, { trustProxy: 1 });
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'secure-cookie@example.com', password: 'a long enough secret', firstName: 'Sec' },
      remoteAddress: nextIp(),
    });
    await proxied.close();
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((c) => c.name === 'uplift_session')?.secure).toBe(true);
  });
});

describe('cross-site requests', () => {
  it('refuses a POST whose Origin is another site with 403, and changes nothing', async ({
    app,
    database,
  }) => {
    const before = await countRows(database, users);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.com', password: 'a long enough secret', firstName: 'Eve' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    expect(await countRows(database, users)).toBe(before);

    const viaReferer = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { referer: 'https://evil.example/page' },
    });
    expect(viaReferer.statusCode).toBe(403);
  });

  it('accepts the same origin', async ({ app }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { email: 'same-origin@example.com', password: 'a long enough secret', firstName: 'Sam' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('PUT /api/auth/support-region', () => {
  it("keeps the country whose helplines the person was shown, for the account's other devices", async ({
    app,
  }) => {
    const { cookie } = await signUp(app);
    const user = () => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await user()).json()).toMatchObject({ supportRegion: null });
    const put = (region: unknown, headers: Record<string, string> = { cookie }) =>
      app.inject({ method: 'PUT', url: '/api/auth/support-region', headers, payload: { region } });
    expect((await put('GB')).statusCode).toBe(204);
    expect((await user()).json()).toMatchObject({ supportRegion: 'GB' });
    // Only the countries there are lines for: 'INTL' is where none are, and nothing else is stored.
    for (const region of ['INTL', 'FR', 'gb', '', 42]) expect((await put(region)).statusCode).toBe(400);
    expect((await put('US', {})).statusCode).toBe(401);
    expect((await user()).json()).toMatchObject({ supportRegion: 'GB' });
  });
});
