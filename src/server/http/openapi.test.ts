import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { apiRoutes, routeKey } from '../../../tests/server/security/security-app';
import { voiceTest as it } from '../../../tests/setup/fixtures';
import { buildTestApp } from '../../../tests/setup/test-app';
import { isApiDocumentRoute, operationId } from './openapi';
import { RESPONSE_SCHEMA_EXEMPT } from './response-contract';

// The app with every route (the voice routes need a voice service): voiceTest.

type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function fetchDocument(app: FastifyInstance): Promise<Document> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json();
}

/** `GET /api/speeches/{id}` for each operation in the document. */
const documentedRoutes = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
const asOpenApiPath = (key: string) => key.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1, served to anyone without a session', async ({ app }) => {
    const document = await fetchDocument(app);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('lists every API route the app serves with its methods, and no other', async ({ app }) => {
    const document = await fetchDocument(app);
    const served = apiRoutes(app)
      .filter((route) => !isApiDocumentRoute(route.url))
      .map((route) => asOpenApiPath(routeKey(route)));
    expect(served.length).toBeGreaterThan(40);
    expect(documentedRoutes(document).sort()).toEqual(served.sort());
  });

  it('names each operation uniquely and gives every JSON answer its schema', async ({ app }) => {
    const document = await fetchDocument(app);
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        if (key in RESPONSE_SCHEMA_EXEMPT) continue;
        for (const [status, response] of Object.entries(operation.responses)) {
          // Created or done with no body (noContent): the document says so by giving it no content.
          if (status === '201' && !response.content) continue;
          if (status === '204') continue;
          expect(response.content?.['application/json']?.schema, `${key} ${status}`).toBeTypeOf('object');
        }
      }
    }
  });

  it('holds no secrets: no keys, tokens or addresses of the running app', async ({ app }) => {
    const text = JSON.stringify(await fetchDocument(app));
    expect(text).not.toMatch(/sk_(test|live)_|whsec_|BEGIN [A-Z ]*KEY|127\.0\.0\.1|localhost/);
    expect(text).not.toContain('test-session-secret');
  });
});

describe('the API reference at /api/docs', () => {
  it('is served only when asked for (outside production)', async ({ app, database }) => {
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    const withReference = await buildTestApp(database, { apiReference: true });
    const page = await withReference.inject({ method: 'GET', url: '/api/docs/' });
    const script = await withReference.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    await withReference.close();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Its page starts with an inline script; the app's other pages may not run one.
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/js\.stripe\.com;/);
    expect(script.statusCode).toBe(200);
  });
});

describe('operationId', () => {
  it('is the method and the path in camel case, parameters as By…', () => {
    expect(operationId('GET', '/api/speeches/:id/audio.mp3')).toBe('getSpeechesByIdAudioMp3');
    expect(operationId('POST', '/api/create-subscription')).toBe('postCreateSubscription');
    expect(operationId('DELETE', '/api/goals/:id')).toBe('deleteGoalsById');
  });
});
