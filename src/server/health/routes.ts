import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbKind } from '../db/client';
import { AppError } from '../http/app-error';

const cacheSize = z.object({ entries: z.number(), bytes: z.number(), maxBytes: z.number() });
const usage = z.object({
  caches: z.record(z.string(), cacheSize),
  /** Worker threads running now: none while the server is quiet. */
  workers: z.object({ voice: z.number(), writer: z.number() }),
});
const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
  ...usage.shape,
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
});

type HealthOptions = {
  ping: () => Promise<void>;
  kind: DbKind;
  version: string;
  usage: () => z.infer<typeof usage>;
};

/**
 * GET /api/health: answers ok only after a real round trip to the database, with what the process holds
 * in memory (its caches' sizes and bounds, its worker threads).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { ping, kind, version, usage },
) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => {
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
