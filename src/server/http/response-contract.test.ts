import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { apiRoutes, routeKey } from '../../../tests/server/security/security-app';
import { voiceTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { buildTestApp } from '../../../tests/setup/test-app';
import { publicUser } from '../../common/api/auth';
import { users } from '../db/schema';
import { RESPONSE_SCHEMA_EXEMPT, requireResponseSchemas } from './response-contract';

const answer = z.object({ ok: z.boolean() });

function guardedApp(exempt: Record<string, string> = {}) {
  const app = Fastify();
  requireResponseSchemas(app, exempt);
  return app;
}

describe('every API route declares its answer', () => {
  it('refuses an API route without a response schema, naming it', () => {
    expect(() => guardedApp().get('/api/new-thing', async () => ({ ok: true }))).toThrow(
      /GET \/api\/new-thing declares no response schema/,
    );
    expect(() => guardedApp().post('/api/things/:id', async () => ({ ok: true }))).toThrow(
      /POST \/api\/things\/:id/,
    );
  });

  it('takes a route with one, an exempt route (with its HEAD twin) and routes outside the API', () => {
    const app = guardedApp({ 'GET /api/bytes': 'an MP3' });
    expect(() => {
      app.get('/api/new-thing', { schema: { response: { 200: answer } } }, async () => ({ ok: true }));
      app.get('/api/bytes', async () => Buffer.from('mp3'));
      app.get('/assets/app.js', async () => 'code');
    }).not.toThrow();
    // An exemption is per method: a POST on the same path is not covered by the GET's.
    expect(() => app.post('/api/bytes', async () => ({ ok: true }))).toThrow(/POST \/api\/bytes/);
  });

  it('is applied to the whole app, so a route added without a schema stops it being built', async ({
    database,
  }) => {
    const app = await buildTestApp(database);
    expect(() => app.get('/api/forgotten', async () => ({ ok: true }))).toThrow(
      /declares no response schema/,
    );
    await app.close();
  });

  it('exempts only routes that exist, each with its reason', ({ app }) => {
    const table = new Set(apiRoutes(app).map(routeKey));
    for (const [route, reason] of Object.entries(RESPONSE_SCHEMA_EXEMPT)) {
      expect(table, route).toContain(route);
      expect(reason.length, route).toBeGreaterThan(3);
    }
  });
});

describe('answers are encoded through their schema', () => {
  it('never sends a field the schema does not name, such as a user row’s password hash', async ({
    app: testApp,
    database,
  }) => {
    const { user } = await signUp(testApp, { firstName: 'Ada' });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    if (!row?.passwordHash) throw new Error('the signed-up user has no password hash');
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    // The whole row, as a careless handler might return it.
    app.get('/api/me', { schema: { response: { 200: publicUser } } }, async () => row);
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(row.passwordHash);
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(publicUser.shape).sort());
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: 'Ada',
      createdAt: row.createdAt.toISOString(),
    });
    await app.close();
  });

  it('answers 500 rather than send what breaks the contract', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
    app.get('/api/me', { schema: { response: { 200: publicUser } } }, async () => ({ id: 1 }));
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('"id":1');
    await app.close();
  });
});
