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
};

/**
 * GET /api/health: answers ok only after a real round trip to the database, with what the process holds
 * in memory (its caches' sizes and bounds, its worker threads).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { ping, kind, version, usage },
) => {
  app.get('/api/health', { schema: { response: { 200: health } } }, async () => {
    try {
      await ping();
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'Database unavailable');
    }
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
