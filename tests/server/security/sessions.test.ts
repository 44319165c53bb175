import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { sessions } from '../../../src/server/db/schema';
import { securityTest as it } from '../../setup/fixtures';
import { sessionCookie, signUp } from '../../setup/session';
import { buildTestApp, TEST_SESSION_SECRET } from '../../setup/test-app';
import { snapshot } from './db-snapshot';
import { validRequest } from './route-inputs';
import { apiRoutes, createOwner, type Owner, type Route, routeKey } from './security-app';

// Already proven next to the code, not repeated here (src/server/auth/auth-routes.test.ts): a new session
// id at sign-in that ends the one the browser had; logout deleting the row (old cookie → 401 on
// /api/auth/user); an expired session → 401; rolling expiry; a tampered signature → 401; the sign-up
// cookie's HttpOnly/SameSite=Lax/Path and Secure behind a trusted HTTPS proxy; a foreign Origin on
// sign-up and a foreign Referer on logout → 403; 429 on the 11th sign-in per IP and per email and IP.
// This file covers the rest, across every route in the route table.

let owner: Owner;
let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

// Routes anyone may call; every other route must answer 401 without a live session.
const PUBLIC = [
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/forgot-password',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/simple-demo-login',
  'GET /api/voices',
  'GET /api/subscription/tiers',
  'GET /api/billing/config',
  'GET /api/site',
  'GET /api/sample-speech',
  'POST /api/stripe/webhook',
  'GET /api/openapi.json',
];

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** The route's valid example request (see route-inputs), so a refusal is about the session or origin alone. */
const requestFor = (
  app: App,
  route: Route,
  extra: { cookie?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: route.method as 'GET',
    remoteAddress: nextIp(),
    headers: { ...(extra.cookie ? { cookie: extra.cookie } : {}), ...extra.headers },
    ...validRequest(routeKey(route), owner),
  });

const cookieOf = (response: Awaited<ReturnType<App['inject']>>) =>
  response.cookies.find((cookie) => cookie.name === 'uplift_session');

const whoIs = async (app: App, cookie: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return response.statusCode === 200 ? (response.json().id as string) : response.statusCode;
};

it.beforeAll(async ({ app, database }) => {
  owner = await createOwner({ app, database }, 'S', { audio: false });
});

describe('session fixation', () => {
  it('never adopts a session cookie planted before sign-up, sign-in or the demo login', async ({ app }) => {
    const victim = await signUp(app);
    let fresh = 0;
    const entries = [
      {
        url: '/api/auth/signup',
        payload: () => ({
          email: `planted-${++fresh}@example.com`,
          password: 'tide-lantern-42',
          firstName: 'V',
        }),
      },
      { url: '/api/auth/login', payload: () => ({ email: victim.email, password: victim.password }) },
      { url: '/api/simple-demo-login', payload: () => ({}) },
    ];
    for (const entry of entries) {
      // The attacker's own live session, and a value of their choosing.
      for (const planted of [(await signUp(app)).cookie, 'uplift_session=chosen-by-the-attacker']) {
        const response = await app.inject({
          method: 'POST',
          url: entry.url,
          payload: entry.payload(),
          headers: { cookie: planted },
          remoteAddress: nextIp(),
        });
        expect(response.statusCode, `${entry.url}: ${response.body}`).toBeLessThan(300);
        const issued = sessionCookie(response);
        expect(issued).not.toBe(planted);
        expect(await whoIs(app, issued)).toBe(response.json().user.id);
        // The planted value names nobody now: not the new user, and not the attacker any more.
        expect(await whoIs(app, planted)).toBe(401);
      }
    }
  });

  it('refuses a cookie signed with another secret', async ({ database, app }) => {
    const other = await buildTestApp(database, {
      sessionSecret: 'another-secret-that-is-long-enough-0123456789',
    });
    const response = await other.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'other-secret@example.com', password: 'tide-lantern-42', firstName: 'O' },
      remoteAddress: nextIp(),
    });
    await other.close();
    expect(response.statusCode).toBe(201);
    expect(await whoIs(app, sessionCookie(response))).toBe(401);
  });
});

describe('dead sessions', () => {
  it('answers 401 on every non-public route without a session, after logout, and after expiry', async ({
    app,
    database,
  }) => {
    const routes = apiRoutes(app).filter((route) => !PUBLIC.includes(`${route.method} ${route.url}`));
    expect(routes.length).toBeGreaterThan(20);
    const loggedOut = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: loggedOut.cookie } });
    const expired = await signUp(app);
    await database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sql`${sessions.sess}->>'userId'`, expired.user.id));

    const before = await snapshot(database.db, owner.user.id);
    for (const route of routes) {
      for (const cookie of [undefined, loggedOut.cookie, expired.cookie]) {
        const response = await requestFor(app, route, cookie ? { cookie } : {});
        expect(
          response.statusCode,
          `${route.method} ${route.url} with ${cookie ? 'a dead' : 'no'} cookie`,
        ).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthorized' });
      }
    }
    expect(await snapshot(database.db, owner.user.id)).toEqual(before);
  });

  it('answers 401, not 400, to an anonymous request whatever its body or query: the session comes first', async ({
    app,
  }) => {
    const routes = apiRoutes(app).filter((route) => !PUBLIC.includes(`${route.method} ${route.url}`));
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: `${route.url.replace(/:\w+/g, 'not-an-id')}?cursor=x&timeZone=Nowhere%2FAtAll&limit=-1`,
        remoteAddress: nextIp(),
        ...(SAFE_METHODS.includes(route.method) ? {} : { payload: { context: 42, tier: [], rating: 'x' } }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('clears the cookie on logout', async ({ app }) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const cleared = cookieOf(response);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
  });
});

describe('cookie flags', () => {
  it('sets HttpOnly, SameSite=Lax and Path=/ on every cookie that starts a session, Secure only over HTTPS', async ({
    app,
    database,
  }) => {
    const { email, password } = await signUp(app);
    const proxied = await buildTestApp(database, { trustProxy: 1 });
    const untrusted = app;
    const cases = [
      { app: untrusted, https: false, url: '/api/auth/login', payload: { email, password } },
      { app: untrusted, https: false, url: '/api/simple-demo-login', payload: {} },
      { app: proxied, https: true, url: '/api/auth/login', payload: { email, password } },
      { app: proxied, https: true, url: '/api/simple-demo-login', payload: {} },
    ];
    for (const { app, https, url, payload } of cases) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: nextIp(),
        // Without TRUST_PROXY a client claiming HTTPS must not change anything.
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(cookieOf(response), url).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(Boolean(cookieOf(response)?.secure), `${url} secure`).toBe(https);
    }
    await proxied.close();
  });
});

describe('cross-site requests', () => {
  const stateChanging = (app: App) => apiRoutes(app).filter((route) => !SAFE_METHODS.includes(route.method));

  it('refuses every state-changing route from a foreign Origin, a foreign Referer or an opaque origin', async ({
    database,
    app,
  }) => {
    const routes = stateChanging(app);
    expect(routes.length).toBeGreaterThan(15);
    const before = await snapshot(database.db, owner.user.id);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page?next=/api' },
      { referer: 'not a url' },
      // Another port or scheme of this host is another origin.
      { origin: 'http://localhost:8080', host: 'localhost:80' },
      { origin: 'https://localhost:80', host: 'localhost:80' },
    ];
    for (const route of routes) {
      for (const headers of foreign) {
        const response = await requestFor(app, route, { cookie: owner.cookie, headers });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Cross-site request refused' });
      }
    }
    expect(await snapshot(database.db, owner.user.id)).toEqual(before);
    expect(await whoIs(app, owner.cookie)).toBe(owner.user.id);
  });

  it('lets the same origin through, and a configured app origin, but not its look-alikes', async ({
    database,
  }) => {
    const shell = await buildTestApp(database, { allowedOrigins: ['capacitor://localhost'] });
    const send = (origin: string) =>
      shell.inject({
        method: 'POST',
        url: '/api/mood',
        headers: { cookie: owner.cookie, origin, host: 'localhost:80' },
        payload: { energy: 5, confidence: 5, stress: 5, motivation: 5 },
      });
    expect((await send('http://localhost:80')).statusCode).toBe(201);
    expect((await send('capacitor://localhost')).statusCode).toBe(201);
    for (const lookalike of ['capacitor://localhost.evil.example', 'http://localhost:80.evil.example']) {
      expect((await send(lookalike)).statusCode, lookalike).toBe(403);
    }
    await shell.close();
  });
});

describe('rate limits', () => {
  it('answers the 11th sign-up and the 11th demo login a minute from one IP with 429', async ({ app }) => {
    for (const url of ['/api/auth/signup', '/api/simple-demo-login']) {
      const address = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await app.inject({
          method: 'POST',
          url,
          remoteAddress: address,
          payload: {
            email: `limited-${url.length}-${i}@example.com`,
            password: 'tide-lantern-42',
            firstName: 'L',
          },
        });
        statuses.push(response.statusCode);
      }
      const ok = url.endsWith('signup') ? 201 : 200;
      expect(statuses.slice(0, 10), url).toEqual(Array(10).fill(ok));
      expect(statuses[10], url).toBe(429);
    }
  });

  it('behind one trusted proxy (TRUST_PROXY=1), counts the address the proxy saw, not one the client wrote', async ({
    database,
  }) => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '1', SESSION_SECRET: TEST_SESSION_SECRET });
    const proxied = await buildTestApp(database, { trustProxy });
    const proxy = '10.0.0.2';
    const [attacker, victim] = [nextIp(), nextIp()];
    // The proxy appends the address it was called from to whatever X-Forwarded-For the client sent.
    const demoLogin = (client: string, sent?: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/simple-demo-login',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': sent ? `${sent}, ${client}` : client },
      });
    const statuses: number[] = [];
    // A new address in the header for each attempt, then the victim's.
    for (let i = 0; i < 10; i++) statuses.push((await demoLogin(attacker, `198.51.100.${i}`)).statusCode);
    statuses.push((await demoLogin(attacker, victim)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await demoLogin(victim)).statusCode).toBe(200);
    await proxied.close();
  });

  it('never refuses the right password from an address that has not failed', async ({ app }) => {
    const target = await signUp(app);
    const bystander = await signUp(app);
    const login = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < 10; i++) expect((await login(target.email, `wrong ${i}`)).statusCode).toBe(401);
    expect((await login(target.email.toUpperCase(), target.password)).statusCode).toBe(200);
    expect((await login(bystander.email, bystander.password)).statusCode).toBe(200);
  });
});
