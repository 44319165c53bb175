import { z } from 'zod';

export const SOCIAL_NETWORKS = ['instagram', 'x', 'youtube'] as const;

/**
 * GET /api/site: what the pages may show about this deployment. The footer's contact and links come
 * from the server's configuration, each null (and not shown) while unset; `aiWriter` says an LLM writes
 * the speeches, the only case in which the pages speak of AI personalisation.
 */
export const siteInfo = z.object({
  supportEmail: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  aiWriter: z.boolean(),
});
