import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { sidForToken } from '../../../src/server/auth/session-store';
import { sessions } from '../../../src/server/db/schema';
import { DEFAULT_VOICE_ID } from '../../../src/server/voice/catalogue';
import { securityTest as it } from '../../setup/fixtures';
import { sessionCookie } from '../../setup/session';
import { apiRoutes, createOwner, type Owner, routeKey } from './security-app';

// Everything user A can make the server say — every GET route and the answers of the flows A goes
// through — must hold no password hash, no session token or token hash, and nothing of user B's.

let a: Owner;
let b: Owner;
let firstCookieOfA = '';
const seen: { what: string; text: string }[] = [];

/** The session token inside a signed `uplift_session=token.signature` cookie. */
function tokenOf(cookie: string): string {
  const signed = decodeURIComponent(cookie.split('=')[1] ?? '');
  return signed.slice(0, signed.lastIndexOf('.'));
}

/** Headers and body as text; audio is binary, so only its headers are read. */
function record(what: string, response: LightMyRequestResponse) {
  const binary = String(response.headers['content-type'] ?? '').startsWith('audio/');
  const headers = JSON.stringify(response.headers);
  seen.push({
    what: `${what} → ${response.statusCode}`,
    text: binary ? headers : `${headers}\n${response.body}`,
  });
  return response;
}

const as = (app: App, user: Owner, method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: user.cookie },
    ...(payload ? { payload } : {}),
  });

it.beforeAll(async ({ app, database }) => {
  a = await createOwner({ app, database }, 'Alpha');
  firstCookieOfA = a.cookie;
  b = await createOwner({ app, database }, 'Bravo');

  // A's flows, each answer recorded.
  const flows: [string, string, object?][] = [
    ['POST', '/api/auth/login', { email: a.email, password: a.password }],
    ['PATCH', `/api/speeches/${a.speechId}`, { name: 'Renamed by Alpha' }],
    ['POST', `/api/speeches/${a.speechId}/audio`, { voice: DEFAULT_VOICE_ID }],
    [
      'POST',
      '/api/speeches/generate',
      { context: 'My driving test on Friday', tone: 'gentle', voiceStyle: 'warm', duration: 'short' },
    ],
    [
      'POST',
      '/api/speeches/generate/stream',
      { context: 'My piano recital in May', tone: 'confident', voiceStyle: 'warm', duration: 'short' },
    ],
    ['POST', '/api/goals', { title: 'Alpha second goal', category: 'personal' }],
    ['PATCH', `/api/goals/${a.goalId}`, { isCompleted: true }],
    ['POST', '/api/mood', { energy: 2, confidence: 3, stress: 9, motivation: 4 }],
    [
      'POST',
      '/api/feedback',
      { speechId: String(a.speechId), rating: 5, effectiveness: 5, emotionalResonance: 5 },
    ],
    ['POST', '/api/notifications/read', { ids: [a.notificationId] }],
    ['POST', '/api/create-subscription', { tier: 'premium', billingCycle: 'monthly' }],
    ['POST', '/api/billing/portal'],
    // B's ids, as A: the refusals must not describe B's rows either.
    ['GET', `/api/speeches/${b.speechId}`],
    ['PATCH', `/api/goals/${b.goalId}`, { isCompleted: true }],
    [
      'POST',
      '/api/feedback',
      { speechId: String(b.speechId), rating: 1, effectiveness: 1, emotionalResonance: 1 },
    ],
  ];
  for (const [method, url, payload] of flows) {
    const response = record(`${method} ${url}`, await as(app, a, method, url, payload));
    if (url === '/api/auth/login') a = { ...a, cookie: sessionCookie(response) };
  }
  const demo = record(
    'POST /api/simple-demo-login',
    await app.inject({ method: 'POST', url: '/api/simple-demo-login', remoteAddress: '198.18.0.1' }),
  );
  record(
    'GET /api/user (demo)',
    await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(demo) } }),
  );

  // Every GET route, with A's ids where a path needs one.
  for (const route of apiRoutes(app).filter((r) => r.method === 'GET')) {
    const url = route.url.replace(':id', String(a.speechId));
    record(routeKey(route), await as(app, a, 'GET', url));
  }
  record('POST /api/auth/logout', await as(app, a, 'POST', '/api/auth/logout'));
}, 120_000);

describe('what the responses show', () => {
  it('walked every GET route, answered 2xx', ({ app }) => {
    const gets = apiRoutes(app)
      .filter((route) => route.method === 'GET')
      .map(routeKey);
    expect(gets.length).toBeGreaterThan(15);
    for (const route of gets) {
      const answer = seen.find((entry) => entry.what.startsWith(`${route} →`));
      expect(answer?.what, route).toMatch(/→ 2\d\d$/);
    }
  });

  it('never includes a password hash', () => {
    for (const { what, text } of seen) expect(text, what).not.toMatch(/\$argon2|passwordHash|password_hash/i);
  });

  it('never includes a session token or the hash stored for one', async ({ database }) => {
    const [aFirst, aSecond, bToken] = [firstCookieOfA, a.cookie, b.cookie].map(tokenOf);
    const stored = await database.db.select({ sid: sessions.sid }).from(sessions);
    // Stored hashes, and those of the sessions that ended during the walk.
    const hashes = [
      ...stored.map(({ sid }) => sid),
      ...[aFirst, aSecond, bToken].map((token) => sidForToken(token ?? '')),
    ];
    expect(new Set(hashes).size).toBeGreaterThanOrEqual(4);
    for (const { what, text } of seen) {
      for (const hash of hashes) expect(text, what).not.toContain(hash);
      expect(text, what).not.toContain(bToken);
      expect(text, what).not.toContain(aFirst);
      // A's new token travels only in the Set-Cookie of A's own sign-in.
      if (!what.startsWith('POST /api/auth/login')) expect(text, what).not.toContain(aSecond);
    }
  });

  it('never includes user B’s id, email or any of B’s text', () => {
    expect(b.secrets.length).toBeGreaterThan(6);
    for (const { what, text } of seen) {
      for (const secret of b.secrets) expect(text, `${what} shows ${secret}`).not.toContain(secret);
    }
    // And A's own data is there, so the walk read real answers.
    expect(seen.some(({ text }) => text.includes(a.secrets[3] ?? 'missing'))).toBe(true);
  });
});
