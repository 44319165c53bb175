import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** An allowed app origin calling over HTTPS: its session cookie must be SameSite=None to reach it. */
    crossSiteCookies: boolean;
  }
}

// Browsers cap a cached preflight at 2 hours (Chromium, and so Android's WebView); fewer round trips on
// a phone's network.
const PREFLIGHT_MAX_AGE_S = 7200;

/**
 * CORS for the app origins in CORS_ORIGINS (the native shell serves its pages from capacitor://localhost
 * and https://localhost), with credentials; exactly those origins get CORS headers, everyone else none.
 * Without CORS_ORIGINS nothing is registered: the web app is same-origin.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  app.decorateRequest('crossSiteCookies', false);
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  const isAllowed = (origin: string | undefined) => origin !== undefined && allowed.has(origin);

  await app.register(cors, {
    // true reflects the request's own origin; false adds no CORS header at all (a refused preflight 404s).
    origin: (origin, callback) => callback(null, isAllowed(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-next-cursor'],
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.crossSiteCookies = request.protocol === 'https' && isAllowed(request.headers.origin);
  });
}
