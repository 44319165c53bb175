import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The API's OpenAPI document, generated from the zod schemas every route declares (src/common/api): the
// client's types (src/common/api/paths.ts) are generated from it, and docs/api.md keeps only what a schema
// cannot say.

const OPENAPI_PATH = '/api/openapi.json';
/** The interactive reference (Scalar) over the document: development only. */
const API_REFERENCE_PATH = '/api/docs';

/** The document and its reference page: not API answers of their own, so left out of the document. */
export const isApiDocumentRoute = (url: string): boolean =>
  url === OPENAPI_PATH || url === API_REFERENCE_PATH || url.startsWith(`${API_REFERENCE_PATH}/`);

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A route's operationId, from its method and path: `GET /api/speeches/:id/audio.mp3` is
 * getSpeechesByIdAudioMp3. Unique because method and path are.
 */
export function operationId(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? [`By${capitalise(segment.slice(1))}`] : words(segment).map(capitalise),
    );
  return method.toLowerCase() + parts.join('');
}

/**
 * Registers @fastify/swagger before the routes (it documents each as it is added), GET /api/openapi.json,
 * and, when `reference` is set, the reference page at /api/docs.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { version, reference }: { version: string; reference: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Uplift API',
        version,
        description:
          'Every route the app serves. Sessions are a signed cookie (`POST /api/auth/login`); errors answer `{ message }`. The flows, the speech stream and errors by example are in docs/api.md.',
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const { route, url } = input;
      if (transformed.schema.hide || typeof route.method !== 'string') return transformed;
      // Pages outside /api (a shared speech's /s/:id) are HTML for people, not API.
      if (!url.startsWith('/api/')) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      // Grouped in the reference by the path's first segment (auth, speeches, goals…).
      const tag = url.split('/')[2] ?? 'api';
      return {
        ...transformed,
        schema: { ...transformed.schema, operationId: operationId(route.method, url), tags: [tag] },
      };
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  if (reference) {
    // Development only, and a large package: loaded only when asked for.
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    await app.register(scalar, {
      routePrefix: API_REFERENCE_PATH,
      logLevel: 'silent',
      // Its page starts the reference with an inline script, which the app's CSP refuses elsewhere.
      hooks: {
        onRequest: async (_request, reply) => {
          const policy = String(reply.getHeader('content-security-policy') ?? '');
          reply.header(
            'content-security-policy',
            policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
          );
        },
      },
    });
  }
}
