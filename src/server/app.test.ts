import pino from 'pino';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { appTest as it } from '../../tests/setup/fixtures';
import { signUp } from '../../tests/setup/session';
import { buildTestApp } from '../../tests/setup/test-app';
import { messageAnswer } from '../common/api/wire';
import type { Database } from './db/client';

const echoBody = z.object({
  context: z.string().trim().min(1, 'Context is required'),
  tone: z.enum(['encouraging', 'confident']),
});

describe('the HTTP shell', () => {
  it('answers /api/health after a real database round trip, with its status alone', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the details of /api/health only to the holder of HEALTH_TOKEN', async ({ database }) => {
    const token = 'the-operators-health-token-0123456789';
    const monitored = await buildTestApp(database, { healthToken: token });
    const health = (authorization?: string) =>
      monitored.inject({
        method: 'GET',
        url: '/api/health',
        headers: authorization ? { authorization } : {},
      });
    const details = await health(`Bearer ${token}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      caches: {
        dashboard: { entries: 0, bytes: 0, maxBytes: 8 * 1024 * 1024 },
        writerProfiles: { entries: 0, bytes: 0, maxBytes: 4 * 1024 * 1024 },
      },
      workers: { voice: 0, writer: 0 },
      memory: { rssBytes: expect.any(Number), heapUsedBytes: expect.any(Number) },
    });
    for (const wrong of [undefined, `Bearer ${token.slice(0, -1)}`, `Bearer ${token}x`, token, 'Bearer ']) {
      const answer = await health(wrong);
      expect(answer.statusCode, wrong).toBe(200);
      expect(answer.json(), wrong).toEqual({ status: 'ok' });
    }
    await monitored.close();
  });

  it("reports in /api/health's details the caches the routes fill", async ({ database }) => {
    const token = 'the-operators-health-token-0123456789';
    const monitored = await buildTestApp(database, { healthToken: token });
    const { cookie } = await signUp(monitored);
    const generated = await monitored.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie },
      payload: {
        context: 'My first marathon is on Sunday',
        tone: 'gentle',
        voiceStyle: 'warm',
        duration: 'short',
      },
    });
    expect(generated.statusCode).toBe(201);
    const dashboard = await monitored.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(dashboard.statusCode).toBe(200);

    const details = await monitored.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `Bearer ${token}` },
    });
    await monitored.close();
    const { caches } = details.json();
    expect(caches).toEqual({
      dashboard: { entries: 1, bytes: expect.any(Number), maxBytes: 8 * 1024 * 1024 },
      writerProfiles: { entries: 1, bytes: expect.any(Number), maxBytes: 4 * 1024 * 1024 },
    });
    // More than an empty entry's one byte: a dashboard's JSON, a speech's sentences.
    expect(caches.dashboard.bytes).toBeGreaterThan(100);
    expect(caches.writerProfiles.bytes).toBeGreaterThan(100);
  });

  it('answers 503 with a message when the database is unreachable', async ({ database }) => {
    const broken = await buildTestApp({
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    });
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    await broken.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unavailable' });
  });

  it('answers unknown API routes with 404 JSON, for any method', async ({ app }) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Route ${method} /api/no-such-thing not found` });
    }
  });

  it('does not serve index.html for API paths when there is no client build', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/pricing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('request errors', () => {
  async function withEchoRoute(database: Database) {
    const instance = await buildTestApp(database);
    instance.post(
      '/api/echo',
      { schema: { body: echoBody, response: { 200: echoBody } } },
      async (request) => request.body,
    );
    return instance;
  }

  it('turns malformed JSON into a 400 JSON message', async ({ database }) => {
    const instance = await withEchoRoute(database);
    const response = await instance.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"context": "hello',
    });
    await instance.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('refuses a 100 KiB body with 413 JSON', async ({ database }) => {
    const instance = await withEchoRoute(database);
    const response = await instance.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ context: 'x'.repeat(100 * 1024), tone: 'confident' }),
    });
    await instance.close();
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it('answers validation failures with 400 and the schema message', async ({ database }) => {
    const instance = await withEchoRoute(database);
    const blank = await instance.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { context: '   ', tone: 'confident' },
    });
    const badTone = await instance.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { context: 'Ready for it', tone: 'angry' },
    });
    const ok = await instance.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { context: ' Ready ', tone: 'confident' },
    });
    await instance.close();
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Context is required' });
    expect(badTone.statusCode).toBe(400);
    expect(badTone.json().message).toMatch(/^tone: Invalid option/);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ context: 'Ready', tone: 'confident' });
  });

  it('hides the details of unexpected failures', async ({ database }) => {
    const instance = await buildTestApp(database);
    instance.get('/api/explode', { schema: { response: { 200: messageAnswer } } }, async () => {
      throw new Error('secret internal detail');
    });
    const response = await instance.inject({ method: 'GET', url: '/api/explode' });
    await instance.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('logs failed requests at info with their request id, and successful ones only at debug', async ({
    database,
  }) => {
    const lines: { level: number; reqId?: string; msg: string; statusCode?: number }[] = [];
    const sink = { write: (line: string) => lines.push(JSON.parse(line)) };
    const instance = await buildTestApp(database, { logger: pino({ level: 'info' }, sink) });
    instance.get('/api/explode', { schema: { response: { 200: messageAnswer } } }, async () => {
      throw new Error('boom');
    });
    const fine = await instance.inject({ method: 'GET', url: '/api/health' });
    const failed = await instance.inject({ method: 'GET', url: '/api/explode' });
    await instance.close();
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.reqId)).toEqual([failed.headers['x-request-id']]);
    expect(completed[0]).toMatchObject({ level: 30, statusCode: 500 });
    expect(lines.some((line) => line.reqId === fine.headers['x-request-id'])).toBe(false);
  });
});
