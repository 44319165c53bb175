// The client modules that routes load, named as Vite's build manifest names them (paths relative to
// src/client). The client loads them (main.tsx, app-root.tsx, App.tsx) and the server preloads them with
// index.html (src/server/http/route-preloads.ts); route-modules.test.ts checks App.tsx agrees.

/** Each signed-in route's page (SPEC §2). */
export const SIGNED_IN_PAGES = {
  '/': 'pages/dashboard.tsx',
  '/history': 'pages/history.tsx',
  '/goals': 'pages/goals.tsx',
  '/pricing': 'pages/pricing.tsx',
  '/subscribe': 'pages/subscribe.tsx',
} as const;

export type SignedInRoute = keyof typeof SIGNED_IN_PAGES;

const SIGNED_IN_PAGE_READS: Partial<Record<SignedInRoute, readonly string[]>> = { '/': ['/api/user'] };

/**
 * The API reads a signed-in page shows nothing without: the dashboard is 'Loading your dashboard...' until
 * /api/user answers (useDashboardUser). The client has them in its cache before the page's first render
 * (App.tsx), and the server preloads them with index.html (src/server/http/route-preloads.ts).
 */
export function signedInPageReads(path: string): readonly string[] {
  return (Object.hasOwn(SIGNED_IN_PAGE_READS, path) && SIGNED_IN_PAGE_READS[path as SignedInRoute]) || [];
}

/** The chunks around the pages: the app, the query-cache app, the signed-in layout and the landing page. */
export const SHELL_MODULES = {
  appRoot: 'app-root.tsx',
  queryApp: 'query-app.tsx',
  signedInLayout: 'components/signed-in-layout.tsx',
  landing: 'pages/landing.tsx',
} as const;

export function signedInPage(path: string): string | undefined {
  return Object.hasOwn(SIGNED_IN_PAGES, path) ? SIGNED_IN_PAGES[path as SignedInRoute] : undefined;
}
