import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAYMENTS_OFF } from '../../src/server/billing/subscription-routes';
import { withBrowser } from './support/browser';
import { signUpIn } from './support/fixtures';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

// A server configured as a real deployment is: its own support address and social accounts, an LLM
// writing the speeches, and live Stripe keys. The pages show what is configured, and only that (the
// unconfigured e2e server's pages are checked in claims.test.ts).

const dataDir = tempDataDir();
let server: RunningServer;
const browser = withBrowser(() => server.baseUrl);

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    SUPPORT_EMAIL: 'help@uplift.test',
    WEBSITE_URL: 'https://uplift.test/',
    X_URL: 'https://x.com/uplift_test',
    YOUTUBE_URL: 'https://www.youtube.com/@uplift_test',
    // Nothing answers here, and nothing needs to: no speech is written in this file.
    LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'a-model',
    STRIPE_SECRET_KEY: 'sk_live_uplift_configured',
    VITE_STRIPE_PUBLIC_KEY: 'pk_live_uplift_configured',
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The footer's links, once it has loaded near the bottom of the page. */
async function footerLinks(page: Page) {
  const footer = page.getByRole('contentinfo');
  // The footer's code loads as the page's bottom nears the viewport; parts above it that are still
  // loading can push it away again after one scroll, so scroll until it is there, as a reader would.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return footer.getByRole('link', { name: 'Pricing' }).count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await footer.getByRole('link', { name: 'Email Uplift at help@uplift.test' }).waitFor();
  return footer
    .getByRole('link')
    .evaluateAll((links) =>
      links.map(
        (link) =>
          `${link.getAttribute('aria-label') ?? link.textContent?.replace('(opens in a new tab)', '')}: ${link.getAttribute('href')}`,
      ),
    );
}

describe('a configured deployment', () => {
  it('links the footer to its own address and accounts, and no others (390 px)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/');
    expect(await footerLinks(page)).toEqual([
      'uplift.test: https://uplift.test/',
      'Uplift on X: https://x.com/uplift_test',
      'Uplift on YouTube: https://www.youtube.com/@uplift_test',
      'Email Uplift at help@uplift.test: mailto:help@uplift.test',
      'Pricing: /pricing',
      'Need to talk to someone?: /support',
    ]);
  });

  it('speaks of AI personalisation when an LLM writes the speeches', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { level: 3, name: 'AI personalisation' }).waitFor();
  });

  it('says test payments are off with a live Stripe key, and sends the person to the plans (390 px)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signUpIn(page, 'Liv');
    await page.goto('/test-payment');
    await page.getByRole('heading', { name: 'Test payments are off' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start test checkout' }).count()).toBe(0);
    expect(await page.getByText('Test mode', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'See the plans' }).click();
    await page.getByRole('heading', { level: 1, name: 'Simple plans for every goal' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    // The server refuses the test checkout too, before anything reaches Stripe.
    const refused = await page.request.post('/api/create-subscription');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: TEST_PAYMENTS_OFF });
  });
});
