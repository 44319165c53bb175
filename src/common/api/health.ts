import { z } from 'zod';

const cacheSize = z.object({ entries: z.number(), bytes: z.number(), maxBytes: z.number() });

/** What the process holds: its caches' sizes and bounds, and its worker threads running now. */
export const healthUsage = z.object({
  caches: z.record(z.string(), cacheSize),
  /** Worker threads running now: none while the server is quiet. */
  workers: z.object({ voice: z.number(), writer: z.number() }),
});

/** GET /api/health for anyone: ok only after a real round trip to the database. */
const healthStatus = z.object({ status: z.literal('ok') });

/** GET /api/health with the operator's token: the status, and what the process is and holds. */
const healthDetails = healthStatus.extend({
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
  ...healthUsage.shape,
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
});

export const health = z.union([healthDetails, healthStatus]);
