import { ExternalLink, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SOCIAL_NETWORKS } from '../../common/api/site';
import { useSiteInfo } from '../lib/api/site-info';
import { LazyImage } from './ui/lazy-image';

// lucide 1.x dropped brand icons, so these are its earlier ISC-licensed outlines, drawn inline.
function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
    >
      {children}
    </svg>
  );
}

const NETWORKS: Record<(typeof SOCIAL_NETWORKS)[number], { label: string; icon: ReactNode }> = {
  instagram: {
    label: 'Uplift on Instagram',
    icon: (
      <StrokeIcon>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
        <path d="M17.5 6.5h.01" />
      </StrokeIcon>
    ),
  },
  x: {
    label: 'Uplift on X',
    icon: (
      <StrokeIcon>
        <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
      </StrokeIcon>
    ),
  },
  youtube: {
    label: 'Uplift on YouTube',
    icon: (
      <StrokeIcon>
        <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
        <path d="m10 15 5-3-5-3z" />
      </StrokeIcon>
    ),
  },
};

const ICON_LINK =
  'flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-background hover:text-primary';

/** The website's address without its scheme and trailing slash, as people write it. */
const shortAddress = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * The footer: blurb, links and copyright. Its links are the deployment's own (GET /api/site): what is not
 * configured is not shown.
 */
export function AppFooter() {
  const year = new Date().getFullYear();
  const site = useSiteInfo();
  const social = site?.social ?? [];
  const email = site?.supportEmail;

  return (
    <footer className="mt-auto border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
        <div className="max-w-xl space-y-2">
          <p className="flex items-center gap-2 font-bold text-lg">
            <LazyImage src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
            Uplift
          </p>
          <p className="text-muted-foreground text-sm">
            Personal motivational speeches, written around your goals and read aloud — a pep talk for every
            big moment.
          </p>
          {site?.websiteUrl ? (
            <a
              href={site.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              {shortAddress(site.websiteUrl)}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>

        {social.length > 0 || email ? (
          <ul className="-mx-2.5 flex items-center gap-2 md:mx-0" aria-label="Contact and social links">
            {social.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={NETWORKS[network].label}
                  className={ICON_LINK}
                >
                  {NETWORKS[network].icon}
                </a>
              </li>
            ))}
            {email ? (
              <li>
                <a href={`mailto:${email}`} aria-label={`Email Uplift at ${email}`} className={ICON_LINK}>
                  <Mail className="size-5" aria-hidden="true" />
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}

        <p className="flex flex-wrap justify-between gap-2 text-muted-foreground text-sm md:col-span-2">
          <span>{`© ${year} Uplift. All rights reserved.`}</span>
          {/* Whole-page links, as the footer is shared by the landing page and the app. */}
          <span className="flex flex-wrap gap-4">
            <a href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              Pricing
            </a>
            <a href="/support" className="font-medium text-primary underline-offset-4 hover:underline">
              Need to talk to someone?
            </a>
          </span>
        </p>
      </div>
    </footer>
  );
}
