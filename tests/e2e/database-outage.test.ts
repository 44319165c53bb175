import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { SHORT_SPEECH } from './support/api-client';
import { ADMIN_URL } from './support/scratch-database';
import { serverBehindProxy } from './support/server-behind-proxy';

// The database goes away under a running server: a proxy between them is cut (the shared Postgres is
// never stopped). Needs a Postgres server, so it runs in CI's Postgres pass (TEST_DATABASE_URL).

const UNAVAILABLE = { message: 'Service temporarily unavailable. Please try again shortly.' };
// Longer than the pool's 5 s connection timeout: past this, a request has hung.
const HANG_MS = 10_000;

describe.runIf(Boolean(ADMIN_URL))('the database going away', () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('answers 503 with a clear message while it is gone, and recovers by itself when it returns', async () => {
    const { proxy, server, cookie } = await serverBehindProxy('uplift_outage', cleanup);
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(HANG_MS),
      });
    const saved = await send('POST', '/api/speeches/generate', SHORT_SPEECH);
    expect(saved.status).toBe(201);
    const speech = (await saved.json()) as { id: number };

    proxy.cut();
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/user'],
      ['GET', '/api/speeches'],
      ['GET', `/api/speeches/${speech.id}`],
      ['POST', '/api/mood', { energy: 5, confidence: 5, stress: 5, motivation: 5 }],
      ['POST', '/api/speeches/generate', SHORT_SPEECH],
      ['POST', '/api/auth/login', { email: 'someone@example.com', password: 'whatever password' }],
    ];
    for (const [method, path, body] of requests) {
      const response = await send(method, path, body);
      expect({ route: `${method} ${path}`, status: response.status }).toEqual({
        route: `${method} ${path}`,
        status: 503,
      });
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual(UNAVAILABLE);
    }
    const health = await send('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ message: 'Database unavailable' });

    proxy.restore();
    const restoredAt = Date.now();
    let status = 0;
    while (Date.now() - restoredAt < HANG_MS) {
      status = (await send('GET', '/api/user')).status;
      if (status === 200) break;
      await sleep(200);
    }
    expect(status).toBe(200);
    expect((await send('GET', '/api/health')).status).toBe(200);
    expect((await send('GET', `/api/speeches/${speech.id}`)).status).toBe(200);
    expect((await send('POST', '/api/speeches/generate', SHORT_SPEECH)).status).toBe(201);
    expect(server.child.exitCode).toBeNull(); // the same process throughout
  });
});
