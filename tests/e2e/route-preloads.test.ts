import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHELL_MODULES, SIGNED_IN_PAGES } from '../../src/common/route-modules';
import type { BuildManifest } from '../../src/server/http/route-preloads';
import { withBrowser } from './support/browser';
import { signUpIn } from './support/fixtures';

// The server's route preloads (src/server/http/route-preloads.ts) over the production build: what index.html
// preloads for '/' signed out and signed in, that the page then uses every bit of it, and that the
// preloaded user lookup is the one the app reads.

const browser = withBrowser();

/** A page whose user is signed up, before it has opened anything (the tests watch the first visit). */
async function signedInVisitor(): Promise<Page> {
  const page = await browser.newPage();
  await signUpIn(page, 'Pia');
  return page;
}
const MANIFEST = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../dist/client/.vite/manifest.json', import.meta.url)), 'utf8'),
) as BuildManifest;
const chunkOf = (module: string) => `/${MANIFEST[module]?.file}`;
const PRELOAD_LINK = /<link rel="(?:modulepreload|preload)"[^>]*>\n?/g;

type Visit = {
  modulePreloads: string[];
  fetchPreloads: string[];
  /** Every script the page fetched, by path. */
  scripts: Set<string>;
  /** How many times each API path was answered by the server. */
  apiAnswers: Map<string, number>;
};

/** Opens `/` and records what its HTML preloads and what the page fetches until the network is idle. */
async function visitHome(page: Page, { stripPreloads = false } = {}): Promise<Visit> {
  // The same page with no preload links at all: what the app fetches by itself.
  if (stripPreloads) {
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(PRELOAD_LINK, '') });
      },
    );
  }
  const scripts = new Set<string>();
  const apiAnswers = new Map<string, number>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script') scripts.add(pathname);
    if (pathname.startsWith('/api/')) apiAnswers.set(pathname, (apiAnswers.get(pathname) ?? 0) + 1);
  });
  const document = await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const html = (await document?.text()) ?? '';
  const hrefs = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, 'g'))].map(
      ([, href]) => href ?? '',
    );
  return {
    modulePreloads: hrefs('modulepreload'),
    fetchPreloads: hrefs('preload" as="fetch'),
    scripts,
    apiAnswers,
  };
}

/** Preloads the page used: the same scripts as without them, and nothing it would not have fetched. */
function expectNoWastedPreloads(withPreloads: Visit, without: Visit) {
  expect(without.modulePreloads).toEqual([]);
  expect(withPreloads.modulePreloads.filter((path) => !without.scripts.has(path))).toEqual([]);
  expect([...withPreloads.scripts].sort()).toEqual([...without.scripts].sort());
}

describe('route preloads', () => {
  it("are built from the modules the client build really has, each a chunk of the app's", () => {
    for (const module of [
      ...Object.values(SHELL_MODULES),
      ...Object.values(SIGNED_IN_PAGES).map((page) => page.module),
    ]) {
      expect(MANIFEST[module], module).toMatchObject({ isDynamicEntry: true });
    }
  });

  it('signed out, / preloads the landing page and both user lookups, each fetched once', async () => {
    const visit = await visitHome(await browser.newPage());
    expect(visit.modulePreloads).toContain(chunkOf(SHELL_MODULES.appRoot));
    expect(visit.modulePreloads).toContain(chunkOf(SHELL_MODULES.landing));
    expect(visit.modulePreloads).not.toContain(chunkOf(SHELL_MODULES.queryApp));
    expect(visit.modulePreloads).not.toContain(chunkOf(SIGNED_IN_PAGES['/'].module));
    expect(visit.fetchPreloads).toEqual(['/api/auth/user', '/api/user']);
    // And, once the page is up, which engine speaks the voices and whether an LLM writes (what the page
    // may say about them), and the writer's sample speech.
    expect(Object.fromEntries(visit.apiAnswers)).toEqual({
      '/api/auth/user': 1,
      '/api/user': 1,
      '/api/voices': 1,
      '/api/site': 1,
      '/api/sample-speech': 1,
    });

    expectNoWastedPreloads(visit, await visitHome(await browser.newPage(), { stripPreloads: true }));
  });

  it('signed in, / preloads the dashboard, the first user lookup and the dashboard user, each fetched once', async () => {
    const page = await signedInVisitor();
    const visit = await visitHome(page);
    await page.getByRole('heading', { level: 1, name: /Pia/ }).waitFor();
    for (const module of [
      SHELL_MODULES.queryApp,
      SHELL_MODULES.signedInLayout,
      SIGNED_IN_PAGES['/'].module,
    ]) {
      expect(visit.modulePreloads).toContain(chunkOf(module));
    }
    expect(visit.modulePreloads).not.toContain(chunkOf(SHELL_MODULES.landing));
    expect(visit.fetchPreloads).toEqual(['/api/auth/user', '/api/user']);
    expect(visit.apiAnswers.get('/api/auth/user')).toBe(1);
    expect(visit.apiAnswers.get('/api/user')).toBe(1);

    expectNoWastedPreloads(visit, await visitHome(await signedInVisitor(), { stripPreloads: true }));
  });

  it('the first screen appears in one commit, without a loading screen from React first', async () => {
    // React's 300 ms throttle on revealing Suspense content would hold the page back after a fallback.
    for (const page of [await browser.newPage(), await signedInVisitor()]) {
      await page.addInitScript(`
        window.rootCommits = [];
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          new MutationObserver(() => window.rootCommits.push(root.textContent)).observe(root, { childList: true });
        });
      `);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const commits = await page.evaluate(() => (window as unknown as { rootCommits: string[] }).rootCommits);
      expect(commits.length).toBeGreaterThan(0);
      expect(commits).not.toContain('Loading...');
    }
  });

  it("signed in, the dashboard's first render has its data: 'Loading your dashboard...' never shows", async () => {
    // Without the data in the cache the page renders a loading line, then the whole dashboard again in
    // a blocking re-render when /api/user answers.
    const page = await signedInVisitor();
    await page.addInitScript(`
      window.dashboardLoadingSeen = false;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => {
          if (document.body.textContent.includes('Loading your dashboard...')) window.dashboardLoadingSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    `);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Pia/ }).waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { dashboardLoadingSeen: boolean }).dashboardLoadingSeen,
      ),
    ).toBe(false);
  });

  it('does not serve the build manifest', async () => {
    const response = await fetch(`${browser.baseUrl}/.vite/manifest.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Route GET /.vite/manifest.json not found' });
  });
});
