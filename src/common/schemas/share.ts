import { z } from 'zod';

/** POST /api/speeches/:id/share: whether the public page shows the sender's first name. */
export const shareBody = z.strictObject({ showName: z.boolean().default(false) });
