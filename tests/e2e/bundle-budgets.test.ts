import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES } from '../../scripts/precompress';
import { withBrowser } from './support/browser';
import { signUpIn } from './support/fixtures';

// ISSUE-8 page speed budgets over the production build, counting what a browser really fetches.
const LANDING_BUDGET_KB = 90;
const DASHBOARD_BUDGET_KB = 200;
// On a phone each script costs a round trip: the pages' shared code comes in a few chunks, not one per
// set of pages that share a module (scripts/chunk-groups.ts).
const LANDING_MAX_SCRIPTS = 12;
const DASHBOARD_MAX_SCRIPTS = 20;

const browser = withBrowser();

type Chunk = { path: string; gzipBytes: number; body: string };
type Visit = { chunks: Chunk[]; stripeRequests: string[] };

const isStripeHost = (url: string) => /(^|\.)stripe\.com$/.test(new URL(url).hostname);
/** A chunk holding Stripe's loader (@stripe/stripe-js) is as good as a request to Stripe. */
const isStripeChunk = (chunk: Chunk) => chunk.body.includes('js.stripe.com');
const kb = (bytes: number) => Math.round(bytes / 10.24) / 100;
const totalKb = (chunks: Chunk[]) => kb(chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0));
const listing = (chunks: Chunk[]) =>
  chunks
    .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
    .map((chunk) => `${String(kb(chunk.gzipBytes)).padStart(8)} KB  ${chunk.path}`)
    .join('\n');

/** Records every JavaScript response (gzipped at zlib level 9) and Stripe request until `run` is done. */
async function recordVisit(page: Page, run: () => Promise<unknown>): Promise<Visit> {
  const bodies: Promise<Chunk>[] = [];
  const stripeRequests: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (isStripeHost(request.url())) stripeRequests.push(request.url());
  };
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || isStripeHost(response.url())) return;
    bodies.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        body: body.toString('utf8'),
      })),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await run();
  page.off('request', onRequest);
  page.off('response', onResponse);
  return { chunks: await Promise.all(bodies), stripeRequests };
}

function rawGet(url: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

async function visit(page: Page, path: string): Promise<Visit> {
  return recordVisit(page, async () => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
}

/** Both pages, measured once for the tests below: the landing page signed out, the dashboard signed in. */
async function measurePages() {
  const landingPage = await browser.newPage();
  const landing = await visit(landingPage, '/');
  await landingPage.getByRole('link', { name: 'Sign in' }).first().waitFor();

  const dashboardPage = await browser.newPage();
  await signUpIn(dashboardPage, 'Bea');
  const dashboard = await visit(dashboardPage, '/');
  await dashboardPage.getByRole('heading', { level: 1, name: /Bea/ }).waitFor();

  const summary = [
    `landing: ${totalKb(landing.chunks)} KB gzipped in ${landing.chunks.length} scripts\n${listing(landing.chunks)}`,
    `dashboard: ${totalKb(dashboard.chunks)} KB gzipped in ${dashboard.chunks.length} scripts\n${listing(dashboard.chunks)}`,
  ].join('\n\n');
  console.info(summary);
  return { landing, dashboard, summary };
}

describe('JavaScript budgets (gzip level 9, every script the page fetches until the network is idle)', () => {
  let measured: ReturnType<typeof measurePages> | undefined;
  const pages = () => {
    measured ??= measurePages();
    return measured;
  };

  it(`keeps the signed-out landing page within ${LANDING_BUDGET_KB} KB`, async () => {
    const { landing, summary } = await pages();
    expect(totalKb(landing.chunks), summary).toBeLessThanOrEqual(LANDING_BUDGET_KB);
  });

  it(`keeps the signed-in dashboard within ${DASHBOARD_BUDGET_KB} KB`, async () => {
    const { dashboard, summary } = await pages();
    expect(totalKb(dashboard.chunks), summary).toBeLessThanOrEqual(DASHBOARD_BUDGET_KB);
  });

  it(`fetches at most ${LANDING_MAX_SCRIPTS} scripts for the landing page and ${DASHBOARD_MAX_SCRIPTS} for the dashboard`, async () => {
    const { landing, dashboard, summary } = await pages();
    expect(landing.chunks.length, summary).toBeLessThanOrEqual(LANDING_MAX_SCRIPTS);
    expect(dashboard.chunks.length, summary).toBeLessThanOrEqual(DASHBOARD_MAX_SCRIPTS);
    // The signed-in pages' shared chunk is theirs alone.
    const signedInShared = dashboard.chunks.filter((chunk) => /\/signed-in-[\w-]{8}\.js$/.test(chunk.path));
    expect(signedInShared.length, summary).toBeGreaterThan(0);
    const landingPaths = landing.chunks.map((chunk) => chunk.path);
    for (const chunk of signedInShared) expect(landingPaths).not.toContain(chunk.path);
  });

  it('loads neither the dashboard nor Stripe on the landing page, nor Stripe on the dashboard', async () => {
    const { landing, dashboard, summary } = await pages();
    // The dashboard's own chunk is named after its page module; the landing page never fetches it.
    const dashboardChunks = dashboard.chunks.filter((chunk) => /\/dashboard-[\w-]{8}\.js$/.test(chunk.path));
    expect(dashboardChunks, summary).toHaveLength(1);
    expect(landing.chunks.map((chunk) => chunk.path)).not.toContain(dashboardChunks[0]?.path);

    for (const page of [landing, dashboard]) {
      expect(page.stripeRequests).toEqual([]);
      expect(page.chunks.filter(isStripeChunk).map((chunk) => chunk.path)).toEqual([]);
    }
  });

  it('fetches the account menu’s code only once the avatar is used', async () => {
    const { dashboard, summary } = await pages();
    const isMenuChunk = (chunk: Chunk) => /\/account-menu-popup-[\w-]{8}\.js$/.test(chunk.path);
    expect(dashboard.chunks.filter(isMenuChunk), summary).toEqual([]);

    const page = await browser.newPage();
    await signUpIn(page, 'Ada');
    const pricing = await visit(page, '/pricing');
    expect(pricing.chunks.filter(isMenuChunk)).toEqual([]);
    const opening = await recordVisit(page, async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Delete account' }).waitFor();
    });
    expect(opening.chunks.filter(isMenuChunk)).toHaveLength(1);
  });

  it('paints the speech form before fetching the side cards’ and an opened speech’s code, and the notifications', async () => {
    // A phone's screen, as Lighthouse's: the form is the largest thing painted, the cards are below it.
    const page = await browser.newPage({ width: 412, height: 823 });
    await signUpIn(page, 'Ida');
    // The route's preloads name only what the first paint needs.
    const html = await (await page.request.get('/')).text();
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded.some((file) => file?.includes('dashboard-'))).toBe(true);
    expect(preloaded.filter((file) => /dashboard-aside|full-speech/.test(file ?? ''))).toEqual([]);

    await page.goto('/');
    // The cards and the opened speech's code arrive afterwards, and the cards render; the bell asks then too.
    await page.getByRole('complementary', { name: 'Your progress' }).getByText('Your Progress').waitFor();
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const fetched = (name: string) =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes(name))?.startTime;
      return {
        formPainted: paints.at(-1)?.startTime ?? Number.NaN,
        aside: fetched('/assets/dashboard-aside-'),
        fullSpeech: fetched('/assets/full-speech-'),
        notifications: fetched('/api/notifications'),
        stylesheets: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
          .map((entry) => entry.name),
      };
    });
    expect(timings.aside, JSON.stringify(timings)).toBeGreaterThan(timings.formPainted);
    expect(timings.fullSpeech, JSON.stringify(timings)).toBeGreaterThan(timings.formPainted);
    expect(timings.notifications, JSON.stringify(timings)).toBeGreaterThan(timings.formPainted);
    // The stylesheet came inside the page, and no lazy chunk fetches it again.
    expect(timings.stylesheets).toEqual([]);
    expect(html).toMatch(/<style>[^<]*\.flex\{/);
  });

  it('fetches Stripe only on /subscribe, once there is something to pay, even with a key published', async () => {
    const page = await browser.newPage({ allowConsoleErrors: true });
    await signUpIn(page, 'Stu');
    // The e2e server has no Stripe keys; publishing one makes every page behave as in production.
    await page.route('**/api/billing/config', (route) =>
      route.fulfill({ json: { stripePublishableKey: 'pk_test_budget' } }),
    );
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({ json: { clientSecret: 'pi_budget_secret_budget' } }),
    );
    // Nothing leaves the machine: Stripe's script is refused, which the payment step reports on the page.
    await page.route(/^https:\/\/([\w-]+\.)*stripe\.com\//, (route) => route.abort());

    for (const path of ['/', '/history', '/goals', '/pricing', '/subscribe']) {
      const seen = await visit(page, path);
      expect(seen.stripeRequests, path).toEqual([]);
      expect(
        seen.chunks.filter(isStripeChunk).map((chunk) => chunk.path),
        path,
      ).toEqual([]);
    }

    const paying = await recordVisit(page, async () => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText("We couldn't load the secure payment form").waitFor();
    });
    expect(paying.stripeRequests.length).toBeGreaterThan(0);
    expect(paying.stripeRequests.every((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
    expect(paying.chunks.filter(isStripeChunk)).toHaveLength(1);
  });

  it('serves the scripts and styles brotli or gzip compressed to browsers that accept it, as built', async () => {
    // The page as built: '/' adds route preloads, some of them chunks too small to be worth compressing.
    const html = await (await fetch(`${browser.baseUrl}/index.html`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    );
    expect(assets.length).toBeGreaterThanOrEqual(2);
    let compressible = 0;
    for (const asset of assets) {
      const plain = Buffer.from(
        await (
          await fetch(`${browser.baseUrl}${asset}`, { headers: { 'accept-encoding': 'identity' } })
        ).arrayBuffer(),
      );
      // A file under precompress's minimum (the bundler's few-hundred-byte runtime) is sent as it is.
      if (plain.length < MIN_BYTES) continue;
      compressible++;
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        // node's fetch would decode the body itself; a raw request shows what was sent.
        const response = await rawGet(`${browser.baseUrl}${asset}`, encoding);
        expect(response.headers['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.body.length).toBeLessThan(plain.length);
        expect(decode(response.body).equals(plain)).toBe(true);
      }
    }
    expect(compressible).toBeGreaterThanOrEqual(2);
  });
});
