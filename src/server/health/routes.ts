import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { health, type healthUsage } from '../../common/api/health';
import type { DbKind } from '../db/client';
import { AppError } from '../http/app-error';

type HealthOptions = {
  ping: () => Promise<void>;
  kind: DbKind;
  version: string;
  usage: () => z.infer<typeof healthUsage>;
  /** Unlocks the details (HEALTH_TOKEN); without one nobody gets them. */
  token: string | undefined;
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request's `Authorization: Bearer …` is the token, compared in constant time. */
function holdsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  // Digests have one length, so the comparison's time says nothing about the token's length either.
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/**
 * GET /api/health: answers ok only after a real round trip to the database. What the process is and holds
 * (version, database, caches, workers, memory) helps an attacker pick exploits and time load: only the
 * operator's token gets it.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { ping, kind, version, usage, token },
) => {
  app.get('/api/health', { schema: { response: { 200: health } } }, async (request) => {
    try {
      await ping();
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'Database unavailable');
    }
    if (!holdsToken(request.headers.authorization, token)) return { status: 'ok' as const };
    const { rss, heapUsed } = process.memoryUsage();
    return {
      status: 'ok' as const,
      db: kind,
      version,
      ...usage(),
      memory: { rssBytes: rss, heapUsedBytes: heapUsed },
    };
  });
};
