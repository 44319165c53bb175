import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS_PAGES } from '../../src/common/diagnostics-pages';
import { withBrowser } from './support/browser';
import { signUpIn } from './support/fixtures';

// The diagnostics pages stay open to everyone, but look like what they are: each says at its top that it
// is a diagnostics page and what for, search engines are told to leave it out, and no page of the
// product links to one.

const browser = withBrowser();

const robots = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);

/** Every link on the page once its lazy parts (side cards, footer) have loaded. */
async function linksOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  return page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const isDiagnostics = (href: string) =>
  (DIAGNOSTICS_PAGES as readonly string[]).includes(new URL(href, 'http://uplift.test').pathname);

describe('the diagnostics pages', () => {
  it('say at the top what they are and what for, and are kept out of search results (390 px)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    for (const path of DIAGNOSTICS_PAGES) {
      const response = await page.goto(path);
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex');
      const note = page.getByRole('note', { name: 'Diagnostics page' });
      await note.waitFor();
      expect(await note.textContent(), path).toMatch(
        /^This is a diagnostics page\. It is for \S.+ It is not part of the app/,
      );
      // Above everything else on the page: the first thing read, and the first thing seen.
      const heading = page.getByRole('heading', { level: 1 });
      const [noteBox, headingBox] = [await note.boundingBox(), await heading.boundingBox()];
      expect(noteBox?.y ?? Number.NaN, path).toBeLessThan(headingBox?.y ?? Number.NaN);
      expect(noteBox?.y ?? Number.NaN, path).toBeLessThan(844 / 2);
      expect(await robots(page), path).toBe('noindex');
    }
    // The product's own pages are indexed as usual.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await robots(page)).toBeNull();
    expect((await page.request.get('/')).headers()['x-robots-tag']).toBeUndefined();
  });

  it('are linked from nowhere in the product, signed out or in', async () => {
    const visitor = await browser.newPage({ width: 390, height: 844 });
    const linked: string[] = [];
    for (const path of ['/', '/pricing', '/support', '/login.html']) {
      linked.push(...(await linksOn(visitor, path)).filter(isDiagnostics));
    }
    const page = await browser.newPage({ width: 390, height: 844 });
    await signUpIn(page, 'Dia');
    for (const path of ['/', '/history', '/goals', '/pricing', '/subscribe', '/support']) {
      linked.push(...(await linksOn(page, path)).filter(isDiagnostics));
    }
    // And the account menu's links, opened on the dashboard.
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Delete account' }).waitFor();
    const menu = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    linked.push(...menu.filter(isDiagnostics));
    expect(linked).toEqual([]);
  });
});
