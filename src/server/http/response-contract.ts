import type { FastifyInstance } from 'fastify';
import { isApiDocumentRoute } from './openapi';

// Every API answer is declared in src/common/api and encoded through its schema, so a field the schema
// does not name is never sent. Outside /api is the built client (HTML and assets), not the API; nor are the
// OpenAPI document and its reference page (http/openapi.ts), which describe it.

/** The API routes that answer without a JSON body, and so declare no response schema: each and why. */
export const RESPONSE_SCHEMA_EXEMPT: Readonly<Record<string, string>> = {
  'POST /api/speeches/:id/audio': 'the MP3 itself',
  'GET /api/speeches/:id/audio.mp3':
    'MP3 bytes, streamed while synthesised or as byte ranges (whole with music)',
  'POST /api/speeches/generate/stream': 'Server-Sent Events on a hijacked reply (sse.ts)',
};

/** Refuses, as the app is built, any API route that neither declares a response schema nor is exempt. */
export function requireResponseSchemas(app: FastifyInstance, exempt = RESPONSE_SCHEMA_EXEMPT): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.response || isApiDocumentRoute(route.url)) return;
    // HEAD twins of GET routes answer with headers only.
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const missing = methods.map((method) => `${method} ${route.url}`).filter((key) => !(key in exempt));
    if (missing.length > 0) {
      throw new Error(
        `${missing.join(', ')} declares no response schema (src/common/api); if it sends no JSON, list it in RESPONSE_SCHEMA_EXEMPT`,
      );
    }
  });
}
