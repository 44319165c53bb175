import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect } from 'vitest';
import { writeClientBuild } from '../../../tests/setup/client-build';
import { appTest } from '../../../tests/setup/fixtures';
import type { App } from '../app';
import { preferredEncoding } from './compression';

const clientDir = writeClientBuild();
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
const it = appTest.extend('appOptions', { scope: 'file' }, { clientDir });

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });

describe('the client build over HTTP', () => {
  it("answers '/' and other client routes with index.html and that route's preloads, compressed", async ({
    app,
  }) => {
    const signedOut = await get(app, '/?utm_source=mail');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-encoding': 'br',
      vary: 'Accept-Encoding, Cookie',
    });
    const landing = brotliDecompressSync(signedOut.rawPayload).toString();
    expect(landing).toContain('href="/assets/landing.js"');
    expect(landing).not.toContain('href="/assets/dashboard.js"');

    // The session cookie is a hint: its presence, valid or not, picks the signed-in preloads.
    const signedIn = await get(app, '/goals', { cookie: 'uplift_session=anything' });
    const goals = brotliDecompressSync(signedIn.rawPayload).toString();
    expect(goals).toContain('href="/assets/goals.js"');
    expect(goals).not.toContain('href="/assets/landing.js"');
  });

  it('sends gzip, or the page itself, to browsers that do not accept brotli', async ({ app }) => {
    const gzipped = await get(app, '/', { 'accept-encoding': 'gzip' });
    const plain = await get(app, '/', { 'accept-encoding': 'identity' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('href="/assets/landing.js"');
  });

  it('serves the built files as they are, but neither the manifest nor pages for API and asset paths', async ({
    app,
  }) => {
    const script = await get(app, '/assets/landing.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is no document: the page-only security headers are left off, the rest stay.
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers).not.toHaveProperty('content-security-policy');
    expect(script.headers).not.toHaveProperty('x-frame-options');
    expect((await get(app, '/')).headers['content-security-policy']).toContain("default-src 'self'");
    expect(script.headers).not.toHaveProperty('permissions-policy');
    const { 'permissions-policy': permissions } = (await get(app, '/')).headers;
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('geolocation=()');
    // Speaking a context needs the microphone; Stripe.js takes payments.
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('payment=(self "https://js.stripe.com")');
    expect((await get(app, '/api/missing')).headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/.vite/manifest.json', '/assets/missing.js', '/api/missing']) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: `Route GET ${url} not found` });
    }
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
