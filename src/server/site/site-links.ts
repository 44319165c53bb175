import type { SOCIAL_NETWORKS } from '../../common/api/site';

/** The footer's contact and links from the configuration (SUPPORT_EMAIL, WEBSITE_URL, the social URLs). */
export type SiteLinks = {
  supportEmail: string | undefined;
  websiteUrl: string | undefined;
  social: Record<(typeof SOCIAL_NETWORKS)[number], string | undefined>;
};

export const NO_SITE_LINKS: SiteLinks = {
  supportEmail: undefined,
  websiteUrl: undefined,
  social: { instagram: undefined, x: undefined, youtube: undefined },
};
