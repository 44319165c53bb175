// The client modules that routes load, named as Vite's build manifest names them (paths relative to
// src/client). The client loads them (main.tsx, app-root.tsx, App.tsx) and the server preloads them with
// index.html (src/server/http/route-preloads.ts).

/**
 * Who shares a page's code, for the chunk groups (scripts/chunk-groups.ts): the pages about speeches
 * share their views, and the plan pages need none of that code.
 */
export type PageAudience = 'speeches' | 'plans';

type SignedInPageEntry = {
  /** The page's module, as the build manifest names it. */
  module: string;
  audience: PageAudience;
  /** The API reads the page shows nothing without (preloaded with index.html, prefetched by App.tsx). */
  reads?: readonly string[];
};

/**
 * Each signed-in route: App.tsx makes its signed-in routes from this table alone, each page in the
 * signed-in layout, so a new page is a row here; the server preloads them
 * (src/server/http/route-preloads.ts), and the build groups their shared code by audience
 * (scripts/chunk-groups.ts).
 */
export const SIGNED_IN_PAGES = {
  // The dashboard is 'Loading your dashboard...' until /api/user answers (useDashboardUser).
  '/': { module: 'pages/dashboard.tsx', audience: 'speeches', reads: ['/api/user'] },
  '/history': { module: 'pages/history.tsx', audience: 'speeches' },
  '/goals': { module: 'pages/goals.tsx', audience: 'speeches' },
  '/pricing': { module: 'pages/pricing.tsx', audience: 'plans' },
  '/subscribe': { module: 'pages/subscribe.tsx', audience: 'plans' },
} as const satisfies Record<string, SignedInPageEntry>;

type SignedInRoute = keyof typeof SIGNED_IN_PAGES;

const entryOf = (path: string): SignedInPageEntry | undefined =>
  Object.hasOwn(SIGNED_IN_PAGES, path) ? SIGNED_IN_PAGES[path as SignedInRoute] : undefined;

/** The signed-in page's module for a path (exact paths only). */
export const signedInPage = (path: string): string | undefined => entryOf(path)?.module;

/** The API reads a signed-in page waits for before its first render. */
export const signedInPageReads = (path: string): readonly string[] => entryOf(path)?.reads ?? [];

/** The modules of the signed-in pages for an audience. */
export const pagesFor = (audience: PageAudience): string[] =>
  Object.values(SIGNED_IN_PAGES)
    .filter((page) => page.audience === audience)
    .map((page) => page.module);

/** Parts the dashboard loads after its first paint (its side cards, an opened speech): speech views. */
export const DASHBOARD_LATER_PARTS = [
  'components/dashboard/dashboard-aside.tsx',
  'components/speech/full-speech.tsx',
] as const;

/** The chunks around the pages: the app, the query-cache app, the signed-in layout and the landing page. */
export const SHELL_MODULES = {
  appRoot: 'app-root.tsx',
  queryApp: 'query-app.tsx',
  signedInLayout: 'components/signed-in-layout.tsx',
  landing: 'pages/landing.tsx',
} as const;
