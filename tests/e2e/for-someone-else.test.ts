import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, expectNoFindings } from './support/a11y';
import { withBrowser } from './support/browser';
import { signedInPage } from './support/fixtures';

const browser = withBrowser();
const PHONE = { width: 390, height: 844 };

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('a speech for someone else, at 390 px', () => {
  it('is asked by keyboard, speaks to them by name, and offers the link to send them first', async () => {
    const { page } = await signedInPage(browser, 'Zebulon', PHONE);
    await page.getByRole('button', { name: 'Text', exact: true }).click();

    // The choice is a radio group: one Tab stop, the arrow keys move it.
    const group = page.getByRole('group', { name: 'Who is it for?' });
    const forMe = group.getByRole('radio', { name: /^For me/ });
    expect(await forMe.isChecked()).toBe(true);
    await forMe.focus();
    await page.keyboard.press('ArrowRight');
    expect(await group.getByRole('radio', { name: /^For someone else/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    const name = page.getByLabel('Their first name');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Maya');
    await page
      .getByLabel('What are they facing?')
      .fill('Her driving test is on Friday. She failed the first one and is sure she will freeze again');
    expectNoFindings(await axeFindings(page, 'form for someone else'));

    const sent = page.waitForRequest('**/api/speeches/generate/stream');
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ forName: 'Maya' });

    const result = page.getByRole('region', { name: 'For Maya' });
    await result.waitFor();
    const text = (await result.getByRole('tabpanel', { name: 'Text Output' }).textContent()) ?? '';
    expect(text).toContain('Maya');
    expect(text).not.toContain('Zebulon');
    // Her Friday is not the sender's morning: no push is offered, the link is how it reaches her.
    expect(await result.getByRole('button', { name: /^Send me a fresh one on the morning of/ }).count()).toBe(
      0,
    );

    // Sending it is the next step: its panel comes before the rest of the speech's actions.
    const send = result.getByRole('region', { name: 'Send it to Maya' });
    const share = send.getByRole('button', { name: 'Share a link' });
    await share.waitFor();
    const [sharePanel, copyButton] = await Promise.all([
      send.boundingBox(),
      result.getByRole('button', { name: 'Copy text' }).boundingBox(),
    ]);
    expect(sharePanel?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(copyButton?.y ?? 0);
    await share.click();
    const link = send.getByRole('textbox', { name: 'Link' });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
    expectNoFindings(await axeFindings(page, 'speech for someone else'));

    // Its page opens for Maya without an account, named for her.
    const visitor = await browser.newPage(PHONE);
    await visitor.goto(await link.inputValue());
    await visitor.getByRole('heading', { level: 1, name: 'A speech for Maya' }).waitFor();

    // History says whom it was for.
    await page.goto('/history');
    await page.getByRole('list', { name: 'Speeches' }).getByText('For Maya').waitFor();
  });
});
