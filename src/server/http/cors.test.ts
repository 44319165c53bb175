import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import { appTest } from '../../../tests/setup/fixtures';
import { sessionCookie } from '../../../tests/setup/session';
import { buildTestApp } from '../../../tests/setup/test-app';
import type { App } from '../app';

const ANDROID = 'https://localhost';
const IOS = 'capacitor://localhost';
// CORS_ORIGINS for the phone apps, behind a TLS proxy (TRUST_PROXY) as in production.
const it = appTest.extend('appOptions', { scope: 'file' }, { allowedOrigins: [IOS, ANDROID], trustProxy: 1 });

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
const HTTPS = { 'x-forwarded-proto': 'https' };

const corsHeaders = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));

function preflight(app: App, origin: string, method = 'POST') {
  return app.inject({
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type',
    },
  });
}

function signUpFrom(app: App, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers,
    payload: { email: `cors-${++ip}@example.com`, password: 'a long enough secret', firstName: 'Cap' },
    remoteAddress: nextIp(),
  });
}

const sessionSetCookie = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [header ?? ''];
  const found = all.find((line) => line.startsWith('uplift_session='));
  if (!found) throw new Error(`no session cookie set (${response.statusCode}: ${response.body})`);
  return found;
};

describe('with CORS_ORIGINS set', () => {
  it.for([IOS, ANDROID])(
    'answers a preflight from %s with its origin, credentials and methods',
    async (origin, { app }) => {
      const response = await preflight(app, origin, 'PATCH');
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-allow-methods']).split(', ')).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']),
      );
      expect(response.headers['access-control-allow-headers']).toBe('content-type');
      expect(response.headers.vary).toMatch(/origin/i);
    },
  );

  it('gives a disallowed origin no CORS headers at all', async ({ app }) => {
    for (const origin of ['https://evil.example', 'capacitor://evil', 'https://localhost:8443']) {
      const response = await preflight(app, origin);
      expect(corsHeaders(response)).toEqual([]);
      expect(response.statusCode).not.toBe(204);

      const get = await app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(get.statusCode).toBe(200);
      expect(corsHeaders(get)).toEqual([]);
    }
  });

  it('lets the app read answers and errors, including the paging header', async ({ app }) => {
    const signedUp = await signUpFrom(app, { ...HTTPS, origin: IOS });
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.headers['access-control-allow-origin']).toBe(IOS);
    expect(signedUp.headers['access-control-allow-credentials']).toBe('true');

    const list = await app.inject({
      method: 'GET',
      url: '/api/speeches?limit=1',
      headers: { ...HTTPS, origin: IOS, cookie: sessionCookie(signedUp) },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-expose-headers']).toBe('x-next-cursor');

    const unauthorised = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { origin: ANDROID },
    });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['access-control-allow-origin']).toBe(ANDROID);
  });

  it('sets SameSite=None; Secure for an allowed app origin over HTTPS, and clears it the same way', async ({
    app,
  }) => {
    const signedUp = await signUpFrom(app, { ...HTTPS, origin: ANDROID });
    const set = sessionSetCookie(signedUp);
    expect(set).toMatch(/; SameSite=None/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; HttpOnly/);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...HTTPS, origin: ANDROID, cookie: sessionCookie(signedUp) },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = sessionSetCookie(logout);
    expect(cleared).toMatch(/^uplift_session=;/);
    expect(cleared).toMatch(/; SameSite=None/);
    expect(cleared).toMatch(/; Secure/);
  });

  it('keeps SameSite=Lax for the same-origin web app, and for an app origin over plain HTTP', async ({
    app,
  }) => {
    const sameOrigin = [{ ...HTTPS }, { ...HTTPS, origin: 'https://uplift.example', host: 'uplift.example' }];
    for (const headers of sameOrigin) {
      const set = sessionSetCookie(await signUpFrom(app, headers));
      expect(set).toMatch(/; SameSite=Lax/);
      expect(set).toMatch(/; Secure/);
    }
    // SameSite=None needs Secure, which a plain HTTP answer cannot promise.
    const overHttp = sessionSetCookie(await signUpFrom(app, { origin: IOS }));
    expect(overHttp).toMatch(/; SameSite=Lax/);
    expect(overHttp).not.toMatch(/; Secure/);
  });
});

describe('without CORS_ORIGINS', () => {
  let plain: App;
  it.beforeAll(async ({ database }) => {
    plain = await buildTestApp(database, { trustProxy: 1 });
  });
  afterAll(() => plain.close());

  it('sends no CORS headers to anyone and keeps SameSite=Lax', async () => {
    const response = await preflight(plain, IOS);
    expect(corsHeaders(response)).toEqual([]);
    const get = await plain.inject({ method: 'GET', url: '/api/health', headers: { origin: IOS } });
    expect(corsHeaders(get)).toEqual([]);

    const set = sessionSetCookie(await signUpFrom(plain, HTTPS));
    expect(set).toMatch(/; SameSite=Lax/);
    expect(set).toMatch(/; Secure/);
  });

  it('still refuses a state-changing request from the app origin', async () => {
    const response = await signUpFrom(plain, { ...HTTPS, origin: IOS });
    expect(response.statusCode).toBe(403);
    expect(corsHeaders(response)).toEqual([]);
  });
});
