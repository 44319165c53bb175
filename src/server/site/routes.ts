import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SOCIAL_NETWORKS, siteInfo } from '../../common/api/site';
import type { SiteLinks } from './site-links';

/** GET /api/site: the configured links (only those set) and whether an LLM writes the speeches. */
export const siteRoutes: FastifyPluginAsyncZod<{ links: SiteLinks; aiWriter: boolean }> = async (
  app,
  { links, aiWriter },
) => {
  const answer: z.output<typeof siteInfo> = {
    supportEmail: links.supportEmail ?? null,
    websiteUrl: links.websiteUrl ?? null,
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = links.social[network];
      return url ? [{ network, url }] : [];
    }),
    aiWriter,
  };
  app.get('/api/site', { schema: { response: { 200: siteInfo } } }, async () => answer);
};
