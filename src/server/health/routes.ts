import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '../../common/api/health';
import type { DbKind } from '../db/client';
import { AppError } from '../http/app-error';

type HealthOptions = { ping: () => Promise<void>; kind: DbKind; version: string };

/** GET /api/health: answers ok only after a real round trip to the database. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ping, kind, version }) => {
  app.get('/api/health', { schema: { response: { 200: health } } }, async () => {
    try {
      await ping();
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'Database unavailable');
    }
    return { status: 'ok' as const, db: kind, version };
  });
};
