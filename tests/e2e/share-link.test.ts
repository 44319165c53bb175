import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, expectNoFindings } from './support/a11y';
import { withBrowser } from './support/browser';
import { createSpeech, signedInPage, signUpIn } from './support/fixtures';

const browser = withBrowser();
const PHONE = { width: 390, height: 844 };
// The sender's own words: never on the public page.
const CONTEXT = 'Presenting my thesis on river deltas to the committee at Harwell on Friday';

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('sharing a speech by a link, at 390 px', () => {
  it('makes a link from the speech, which opens signed out and is 404 once revoked', async () => {
    const { page } = await signedInPage(browser, 'Marisol', PHONE);
    const speech = await createSpeech(page, CONTEXT);
    await page.goto(`/history?speech=${speech.id}`);
    const panel = page.getByRole('region', { name: 'Share a link' });
    await panel.getByRole('checkbox', { name: 'Show my first name' }).check();
    // Keyboard: the button is reached and pressed without a pointer.
    const button = panel.getByRole('button', { name: 'Share a link' });
    await button.focus();
    await page.keyboard.press('Enter');
    const link = panel.getByRole('textbox', { name: 'Link, with your first name' });
    await link.waitFor();
    const address = await link.inputValue();
    expect(address).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    // Making the link copies it too, and says so once the clipboard answers: after the link shows.
    await page.getByText(/^(?:Link copied|Copy Failed)$/).waitFor();
    expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
    expectNoFindings(await axeFindings(page, 'share panel'));

    // A visitor with no account.
    const visitor = await browser.newPage(PHONE);
    const opened = await visitor.goto(address);
    expect(opened?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: 'A speech from Marisol' }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const preview = await visitor.locator('meta[property="og:description"]').getAttribute('content');
    expect(preview?.length).toBeGreaterThan(20);
    const html = await visitor.content();
    // The writer may echo a word of it in the text, which is shared; the context itself never is.
    expect(html).not.toContain(CONTEXT);
    expect(await visitor.locator('audio').getAttribute('src')).toBe(`${new URL(address).pathname}/audio.mp3`);
    const invite = visitor.getByRole('link', { name: 'Want one written for you?' });
    expect(await invite.getAttribute('href')).toBe('/login.html?mode=signup');
    expect(await noSideways(visitor)).toBeLessThanOrEqual(PHONE.width);
    expectNoFindings(await axeFindings(visitor, 'shared page'));

    // Revoked: gone from the list, and the page is 404 at once.
    await panel.getByRole('button', { name: 'Revoke' }).click();
    await link.waitFor({ state: 'detached' });
    const again = await (await browser.newPage({ ...PHONE, allowConsoleErrors: true })).goto(address);
    expect(again?.status()).toBe(404);
  });

  it('works offline once opened', async () => {
    const owner = await browser.newPage(PHONE);
    await signUpIn(owner, 'Tomas');
    const speech = await createSpeech(owner, 'Running my first ten kilometre race by the harbour on Sunday');
    const made = await owner.request.post(`/api/speeches/${speech.id}/share`, { data: { showName: false } });
    expect(made.status()).toBe(201);
    const { url } = (await made.json()) as { url: string };

    const visitor = await browser.newPage({ ...PHONE, serviceWorkers: 'allow', allowConsoleErrors: true });
    await visitor.goto(url);
    await visitor.getByRole('heading', { level: 1, name: 'A speech' }).waitFor();
    // The page saves itself and its audio once the worker is ready.
    await expect
      .poll(() => visitor.evaluate(async () => (await (await caches.open('uplift-shared')).keys()).length), {
        timeout: 30_000,
      })
      .toBe(2);
    await visitor.context().setOffline(true);
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: 'A speech' }).waitFor();
    await visitor.getByRole('link', { name: 'Want one written for you?' }).waitFor();
  });
});
