import { z } from 'zod';

/** GET /api/health: ok only after a real round trip to the database. */
export const health = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
