import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { call, SHORT_SPEECH } from './support/api-client';
import { ADMIN_URL } from './support/scratch-database';
import { serverBehindProxy } from './support/server-behind-proxy';
import type { RunningServer } from './support/server-process';

// The network to the database fails under load: every connection is reset while writes are in flight,
// or the network freezes (connections stay open, nothing flows). The process must stay up, answer 503
// meanwhile, end every request within seconds, and recover by itself. Postgres only (CI's second pass).

describe.runIf(Boolean(ADMIN_URL))('database faults under load', () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  async function recovers(server: RunningServer, cookie: string) {
    const restoredAt = Date.now();
    let status = 0;
    while (Date.now() - restoredAt < 10_000) {
      status = (await call(server.baseUrl, cookie, 'GET', '/api/user')).status;
      if (status === 200) break;
      await sleep(200);
    }
    expect(status).toBe(200);
  }

  it('stays up through a reset of every connection during concurrent writes, then recovers', async () => {
    const { proxy, server, cookie } = await serverBehindProxy('uplift_reset', cleanup);
    const speech = (await (
      await call(server.baseUrl, cookie, 'POST', '/api/speeches/generate', SHORT_SPEECH)
    ).json()) as {
      id: number;
    };
    const statuses = new Set<number>();
    let running = true;
    const feedback = { speechId: String(speech.id), rating: 4, effectiveness: 4, emotionalResonance: 3 };
    const writer = async (path: string, body: unknown) => {
      while (running) {
        const response = await call(server.baseUrl, cookie, 'POST', path, body).catch(() => null);
        if (!response) throw new Error('the server dropped a connection');
        statuses.add(response.status);
        await response.arrayBuffer();
      }
    };
    const loops = [
      ...Array.from({ length: 8 }, () => writer('/api/feedback', feedback)),
      writer('/api/mood', { energy: 5, confidence: 5, stress: 5, motivation: 5 }),
      writer('/api/speeches/generate', SHORT_SPEECH),
    ];
    await sleep(800);
    proxy.cut();
    await sleep(2_000);
    expect(server.child.exitCode).toBeNull();
    proxy.restore();
    await recovers(server, cookie);
    running = false;
    await Promise.all(loops);
    expect(server.child.exitCode).toBeNull();
    expect(statuses.has(503)).toBe(true);
    expect([...statuses].filter((status) => status >= 500 && status !== 503)).toEqual([]);
  }, 60_000);

  it('ends every request within 15 s while the network is frozen, then recovers', async () => {
    const { proxy, server, cookie } = await serverBehindProxy('uplift_freeze', cleanup);
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/health'],
      ['GET', '/api/user'],
      ['GET', '/api/speeches'],
      ['POST', '/api/mood', { energy: 5, confidence: 5, stress: 5, motivation: 5 }],
      ['POST', '/api/speeches/generate', SHORT_SPEECH],
      ['POST', '/api/auth/login', { email: 'someone@example.com', password: 'whatever password' }],
      ['GET', '/api/subscription/status'],
    ];
    proxy.freeze();
    const started = Date.now();
    const answers = await Promise.all(
      requests.map(async ([method, path, body]) => {
        const response = await call(server.baseUrl, cookie, method, path, body);
        return { route: `${method} ${path}`, status: response.status, ms: Date.now() - started };
      }),
    );
    for (const answer of answers) {
      expect(answer.ms, answer.route).toBeLessThan(15_000);
      expect(answer.status, answer.route).toBe(503);
    }
    proxy.restore();
    await recovers(server, cookie);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
