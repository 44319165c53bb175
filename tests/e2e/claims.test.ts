import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FREE_SPEECH_LIMIT } from '../../src/common/limits';
import { monthlyEquivalent, PLANS, yearlySaving } from '../../src/common/plans';
import { catalogue } from '../../src/server/voice/catalogue';
import { withBrowser } from './support/browser';

// What the pages say about plans, prices, limits and voices, read from the built pages as a person sees
// them, checked against the plan table (src/common/plans.ts) and the voice catalogue. The test server
// speaks with the built-in voices and writes with the local writer, so no page may call them natural,
// human-quality, premium or AI; and it has no support address or social accounts configured, so the
// footer links to none (configured-site.test.ts has a server that does).

const browser = withBrowser();
const PASSWORD = 'claims checker passphrase';

const PRICES = new Set(
  PLANS.flatMap((plan) => [
    plan.monthlyPrice,
    plan.yearlyPrice,
    monthlyEquivalent(plan.yearlyPrice),
    yearlySaving(plan),
  ]),
);
const LIMITS = new Set(PLANS.map((plan) => plan.speechLimit));
const VOICES = catalogue('local').length;
const UNTRUE_FOR_BUILT_IN_VOICES =
  /human[- ]quality|natural (?:ai )?voices|premium (?:ai )?voices|not a robot/i;

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** Everything the page says, once its lazy parts (side cards, footer) have loaded. */
async function pageText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden text (as a person reads it).
  return page.evaluate(() => document.body.innerText);
}

/** The footer's links: the product's own pages, and nothing configured. */
const footerHrefs = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

function checkClaims(path: string, text: string) {
  const where = `on ${path}`;
  expect(text, where).not.toMatch(/unlimited/i);
  expect(text, where).not.toMatch(UNTRUE_FOR_BUILT_IN_VOICES);
  expect(text, where).not.toMatch(/\bAI\b/);
  expect(text, where).not.toMatch(/uplift\.example/);
  for (const amount of all(text, /\$(\d+(?:\.\d+)?)/g))
    expect(PRICES, `$${amount} ${where}`).toContain(Number(amount));
  for (const limit of all(text, /(\d+)\s+speeches\s+(?:a|per)\s+month/gi)) {
    expect(LIMITS, `${limit} speeches a month ${where}`).toContain(Number(limit));
  }
  for (const count of all(text, /(\d+)\s+(?:[\w-]+\s+){0,2}voices/gi)) {
    expect(Number(count), `${count} voices ${where}`).toBe(VOICES);
  }
  for (const free of all(text, /(\d+)\s+free\s+speeches/gi)) {
    expect(Number(free), `${free} free speeches ${where}`).toBe(FREE_SPEECH_LIMIT);
  }
}

describe('what the pages claim', () => {
  it('matches the plans and the voices in use, signed out and signed in, at the free limit', async () => {
    const visitor = await browser.newPage();
    const checked: string[] = [];
    for (const path of ['/', '/test-payment']) {
      checkClaims(path, await pageText(visitor, path));
      checked.push(path);
    }
    const landing = await pageText(visitor, '/');
    expect(landing).toContain(`${VOICES} built-in voices`); // the plain claim, with the number from the catalogue
    expect(landing).toContain('Personalisation that learns');
    expect(await footerHrefs(visitor)).toEqual(['/pricing', '/support']);

    const page = await browser.newPage({ width: 390, height: 844 });
    const email = `claims-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    expect(
      (
        await page.request.post('/api/auth/signup', { data: { email, password: PASSWORD, firstName: 'Cal' } })
      ).status(),
    ).toBe(201);
    for (let i = 0; i < FREE_SPEECH_LIMIT; i += 1) {
      const body = {
        context: `A presentation to my team, part ${i + 1}`,
        tone: 'confident',
        voiceStyle: 'warm',
        duration: 'short',
      };
      expect((await page.request.post('/api/speeches/generate', { data: body })).status()).toBe(201);
    }
    for (const path of [
      '/',
      '/pricing',
      '/subscribe?tier=premium&billing=yearly',
      '/history',
      '/test-payment',
    ]) {
      const text = await pageText(page, path);
      checkClaims(path, text);
      checked.push(path);
      if (path === '/') {
        expect(text).toContain('Free Speech Limit Reached');
        expect(await footerHrefs(page)).toEqual(['/pricing', '/support']);
      }
      if (path === '/pricing') {
        // Free speeches are for good; paid allowances come back every month.
        expect(text).toContain(
          `A free account gets ${FREE_SPEECH_LIMIT} speeches in all, to try Uplift: they don't reset.`,
        );
        expect(text).toContain('Paid plans renew monthly');
        expect(text).not.toMatch(/wait for your speeches to reset/);
      }
    }
    expect(checked).toHaveLength(7);
  });
});

describe('the voices of a speech', () => {
  it('are the built-in ones, named as what they are, in a tab that does not say AI (390 px)', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const email = `voices-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.request.post('/api/auth/signup', { data: { email, password: PASSWORD, firstName: 'Vi' } });
    const generated = await page.request.post('/api/speeches/generate', {
      data: {
        context: 'A presentation to my team',
        tone: 'confident',
        voiceStyle: 'warm',
        duration: 'short',
      },
    });
    const { id } = (await generated.json()) as { id: number };
    await page.goto(`/history?speech=${id}`);
    const tabs = page.getByRole('tablist', { name: 'Speech output' });
    await tabs.getByRole('tab', { name: 'Text Output' }).waitFor();
    await expect.poll(() => tabs.getByRole('tab').allInnerTexts()).toEqual(['Text Output', 'Voice Output']);
    await tabs.getByRole('tab', { name: 'Voice Output' }).click();
    const voice = page.getByRole('tabpanel', { name: 'Voice Output' }).getByLabel('Voice', { exact: true });
    const names = await voice.evaluate((select: HTMLSelectElement) =>
      Array.from(select.querySelectorAll('optgroup:not([label="On this device"]) option')).map(
        (o) => o.textContent,
      ),
    );
    expect(names).toEqual(catalogue('local').map((v) => `${v.name} — ${v.description}`));
    expect(names[0]).toBe('Built-in voice 1 — higher, brighter');
    expect(names.join('\n')).not.toMatch(/Rachel|Domi|Bella|River|Josh|Adam|nurturing/);
  });
});
