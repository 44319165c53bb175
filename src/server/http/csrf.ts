import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return origin === 'null' ? 'null' : null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that names its origin (Origin,
 * else Referer) must come from this site or a configured app origin. Requests naming none (curl, native
 * HTTP clients, Stripe's webhook) pass, as they carry no ambient browser credentials of another site.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = requestOrigin(request);
    if (origin === null || allowed.has(origin)) return;
    if (origin === `${request.protocol}://${request.host}`) return;
    throw new AppError(403, 'Cross-site request refused');
  });
}
