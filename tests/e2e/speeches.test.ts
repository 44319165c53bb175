import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getPlan, upgradeOffer } from '../../src/common/plans';
import { withBrowser } from './support/browser';
import { createSpeech, PASSWORD, signedInPage, slowSpeechStream, uniqueEmail } from './support/fixtures';

const browser = withBrowser();

/** Counts calls to the generate endpoints, so a test can prove nothing was sent. */
function countGenerateRequests(page: Page): () => number {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/speeches/generate')) seen.push(request);
  });
  return () => seen.length;
}

function removeSpeechRecognition() {
  const w = window as unknown as Record<string, unknown>;
  delete w.SpeechRecognition;
  delete w.webkitSpeechRecognition;
}

/** A stand-in recogniser: interim words, then final ones; or the error named in window.__recognitionError. */
function fakeSpeechRecognition() {
  type Handler = ((event: unknown) => void) | null;
  const w = window as unknown as Record<string, unknown>;
  const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });
  w.SpeechRecognition = class {
    continuous = false;
    interimResults = false;
    lang = '';
    onresult: Handler = null;
    onerror: Handler = null;
    onend: Handler = null;
    start() {
      w.__recognitionConfig = {
        continuous: this.continuous,
        interimResults: this.interimResults,
        lang: this.lang,
      };
      const error = w.__recognitionError as string | undefined;
      const later = (ms: number, fn: () => void) => setTimeout(fn, ms);
      if (error) {
        later(30, () => {
          this.onerror?.({ error });
          this.onend?.(undefined);
        });
        return;
      }
      later(30, () => this.onresult?.({ results: [result('I have a big', false)] }));
      later(60, () =>
        this.onresult?.({
          results: [result('I have a big presentation on Friday', true), result(' and I', false)],
        }),
      );
      later(90, () =>
        this.onresult?.({
          results: [result('I have a big presentation on Friday', true), result(' and I am nervous', true)],
        }),
      );
    }
    stop() {
      setTimeout(() => this.onend?.(undefined), 0);
    }
    abort() {
      this.onend?.(undefined);
    }
  };
}

describe('speech creation', () => {
  it('forces text mode when the browser has no speech recognition, and asks for 10 characters', async () => {
    const { page } = await signedInPage(browser, 'Tex', { initScripts: [removeSpeechRecognition] });
    const generateCalls = countGenerateRequests(page);
    await page.getByText('Voice input not available').waitFor();
    expect(await page.getByRole('button', { name: 'Voice', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Text', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: 'Start voice input' }).count()).toBe(0);

    await page.getByLabel('What are you facing?').fill('too short');
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    await page.getByText('Please provide at least 10 characters of context').waitFor();
    expect(await page.getByLabel('What are you facing?').getAttribute('aria-invalid')).toBe('true');
    expect(generateCalls()).toBe(0);
  });

  it('voice mode (the default) fills the context from interim and final results, and reports errors', async () => {
    const { page } = await signedInPage(browser, 'Vic', { initScripts: [fakeSpeechRecognition] });
    const context = page.getByLabel('What are you facing?');
    expect(await page.getByRole('button', { name: 'Voice', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await context.fill('something typed earlier');
    await page.getByRole('button', { name: 'Start voice input' }).click();
    await expect
      .poll(() => context.inputValue())
      .toBe('I have a big presentation on Friday and I am nervous');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__recognitionConfig),
    ).toEqual({
      continuous: true,
      interimResults: true,
      lang: 'en-US',
    });
    await page.getByRole('button', { name: 'Stop voice input' }).click();
    await page.getByRole('button', { name: 'Start voice input' }).waitFor();
    // The transcript stays editable.
    await context.press('End');
    await context.pressSequentially(' about it');
    expect(await context.inputValue()).toMatch(/nervous about it$/);

    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).__recognitionError = 'network';
    });
    await page.getByRole('button', { name: 'Start voice input' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          "Voice input needs an internet connection. Type instead, or choose Voice again once you're online.",
      })
      .waitFor();
    expect(await page.getByText('Speech recognition error').count()).toBe(0);
  });

  it('says in a sentence why the microphone was refused, and switches to typing', async () => {
    const { page } = await signedInPage(browser, 'Mic', {
      initScripts: [
        fakeSpeechRecognition,
        () => {
          (window as unknown as Record<string, unknown>).__recognitionError = 'not-allowed';
        },
      ],
      width: 390,
      height: 844,
    });
    await page.getByRole('button', { name: 'Start voice input' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Microphone access is blocked' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      "Microphone access is blocked. Allow it in your browser's site settings, or type instead.",
    );
    // Typing takes over: the text mode is on, the microphone is gone, and the box takes words.
    expect(await page.getByRole('button', { name: 'Text', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: 'Start voice input' }).count()).toBe(0);
    const context = page.getByLabel('What are you facing?');
    expect(await context.getAttribute('placeholder')).toMatch(/^e\.g\. /);
    await context.fill('My driving test is on Thursday');
    expect(await context.inputValue()).toBe('My driving test is on Thursday');
    expect(await alert.isVisible()).toBe(true);
  });

  it('generates with the chosen options, streams into the overlay, then favourites and renames the speech', async () => {
    const { page } = await signedInPage(browser, 'Gen', { initScripts: [slowSpeechStream] });
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await page
      .getByLabel('What are you facing?')
      .fill('I have a big presentation at work on Friday and my hands shake when I start');
    await page.getByRole('radio', { name: /^Confident/ }).check();
    await page.getByRole('radio', { name: /^Professional/ }).check();
    await page.getByRole('radio', { name: /^Quick Boost/ }).check();
    await page.getByText('Est. 1-2 min').waitFor();

    const sent = page.waitForRequest('**/api/speeches/generate/stream');
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ tone: 'confident', voiceStyle: 'professional', duration: 'short' });
    expect(typeof body.timeZone).toBe('string');

    const overlay = page.getByRole('dialog', { name: 'Creating Your Speech' });
    await overlay.waitFor();
    // The page behind the modal overlay is hidden from assistive technology, so find the button by CSS.
    await page.locator('button[type=submit]', { hasText: 'Generating...' }).waitFor();
    // The words appear inside the overlay while it is still open.
    // (The stream is slowed to 61 bytes per 25 ms, so the word may come seconds in: poll past the default 1 s.)
    await expect
      .poll(async () => (await overlay.getByRole('log').textContent())?.includes('presentation'), {
        timeout: 15_000,
      })
      .toBe(true);
    await overlay.waitFor({ state: 'hidden' });

    await page.getByText('Speech Generated!').first().waitFor();
    const textTab = page.getByRole('tab', { name: 'Text Output' });
    expect(await textTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Text Output' });
    expect((await panel.textContent())?.toLowerCase()).toContain('presentation');
    expect(await panel.locator('p').count()).toBeGreaterThan(1);
    await page.getByText('Why this speech').waitFor();
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Voice Output' }).press('ArrowLeft');
    expect(await textTab.getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Add to Favourites' }).click();
    await page.getByRole('button', { name: 'Favourited' }).waitFor();
    expect(await page.getByRole('button', { name: 'Favourited' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Name this speech' }).click();
    const name = page.getByLabel('Speech Name');
    expect(await name.getAttribute('placeholder')).toBe('My amazing motivational speech...');
    await name.fill('Friday pitch');
    await name.press('Enter');
    await page.getByText('Speech name updated!').first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Friday pitch' }).waitFor();

    // Escape cancels; a blank name sends nothing.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Speech Name').fill('Not this one');
    await page.getByLabel('Speech Name').press('Escape');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Speech Name').fill('   ');
    await page.getByLabel('Speech Name').press('Enter');
    await page.getByRole('button', { name: 'Rename' }).waitFor();
    expect(patches).toEqual([]);
    await page.getByRole('heading', { level: 2, name: 'Friday pitch' }).waitFor();

    const recent = page.locator('#recent-speeches');
    const favourites = page.locator('#favourites');
    await recent.getByRole('button', { name: /^Friday pitch/ }).waitFor();
    await favourites.getByRole('button', { name: /^Friday pitch/ }).waitFor();
    expect(
      await favourites.getByRole('button', { name: 'Favourite: Friday pitch' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // A side-card item opens the speech again in the result view.
    await page.getByRole('button', { name: 'Close speech' }).click();
    expect(await page.getByRole('tab', { name: 'Text Output' }).count()).toBe(0);
    await recent.getByRole('button', { name: /^Friday pitch/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Friday pitch' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Friday pitch');
  });

  it("shows 'Generation Failed' with the stream's error message and keeps what was typed", async () => {
    const { page } = await signedInPage(browser, 'Err');
    await page.route('**/api/speeches/generate/stream', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body:
          'event: chunk\ndata: {"text":"Half a thought"}\n\n' +
          'event: error\ndata: {"status":500,"message":"The writer tripped over a cable."}\n\n',
      }),
    );
    const context = 'My driving test is on Thursday and I keep stalling';
    await page.getByLabel('What are you facing?').fill(context);
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    await page.getByText('Generation Failed').first().waitFor();
    await page.getByText('The writer tripped over a cable.').first().waitFor();
    await page.getByRole('dialog', { name: 'Creating Your Speech' }).waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Generate Speech' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('What are you facing?').inputValue()).toBe(context);
  });

  it('says a free user is at the limit before they type: Generate is disabled, with the next plan', async () => {
    const { page } = await signedInPage(browser, 'Lim');
    for (let i = 0; i < 3; i++) await createSpeech(page, `A big week ahead at work, number ${i + 1}`);
    await page.reload();
    await page.getByText("You've used all 3 free speeches.").waitFor();
    const generateCalls = countGenerateRequests(page);
    const generate = page.getByRole('button', { name: 'Generate Speech' });
    expect(await generate.isDisabled()).toBe(true);
    const note = page.getByRole('status').filter({ hasText: 'Free Speech Limit Reached' });
    // The reason is the button's description, so a screen reader hears it with the button.
    expect(await generate.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    expect(await note.textContent()).toContain('Upgrade to Starter for 20 speeches a month ($3/month).');
    await page.getByLabel('What are you facing?').fill('I want to run a half marathon in May');
    await page.getByLabel('What are you facing?').press('Control+Enter');
    await note.getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL('**/pricing');
    expect(generateCalls()).toBe(0);
  });
});

describe('a subscriber at the limit', () => {
  it('sees the month is used up before typing, when it renews, and the next plan up', async () => {
    const { page } = await signedInPage(browser, 'Max');
    const redeemed = await page.request.post('/api/create-subscription', {
      data: { discountCode: 'BETA2026' },
    });
    expect(redeemed.status()).toBe(200);
    const premium = getPlan('premium');
    for (let i = 0; i < premium.speechLimit; i++)
      await createSpeech(page, `Another big week at work, number ${i + 1}`);
    await page.reload();
    const note = page.getByRole('status').filter({ hasText: 'Monthly Speech Limit Reached' });
    await note.waitFor();
    const text = await note.textContent();
    expect(text).toContain(
      `You've used all ${premium.speechLimit} speeches of your Premium plan this month.`,
    );
    expect(text).toMatch(/They renew on \w+/);
    expect(text).toContain(upgradeOffer('premium'));
    const generate = page.getByRole('button', { name: 'Generate Speech' });
    expect(await generate.isDisabled()).toBe(true);
    expect(await generate.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
  });
});

describe('a part of the dashboard that fails to download', () => {
  it('says so in its place with a Retry, keeping the form and what was typed, which also survives a reload', async () => {
    const page = await browser.newPage({ width: 390, height: 844, allowConsoleErrors: true });
    const response = await page.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('lazy'), password: PASSWORD, firstName: 'Lou' },
    });
    expect(response.status()).toBe(201);
    // Down until Retry (the preload and the import both fail).
    let offline = true;
    await page.route('**/assets/dashboard-aside-*.js', (route) =>
      offline ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/');
    const context = page.getByLabel('What are you facing?');
    await context.fill('A hard conversation with my landlord on Friday');
    await page.getByRole('radio', { name: /Gentle/ }).check();
    const failed = page.getByRole('alert').filter({ hasText: "Your progress cards didn't load." });
    await failed.waitFor();
    expect(await page.getByRole('heading', { name: 'Oops! Something went wrong' }).count()).toBe(0);
    expect(await context.inputValue()).toBe('A hard conversation with my landlord on Friday');

    offline = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Quick Goals' }).waitFor();
    expect(await failed.count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByLabel('What are you facing?').inputValue()).toBe(
      'A hard conversation with my landlord on Friday',
    );
    expect(await page.getByRole('radio', { name: /Gentle/ }).isChecked()).toBe(true);
  });
});

describe('the History page', () => {
  it('lists every speech, searches them, loads more by cursor and opens one', async () => {
    const { page } = await signedInPage(browser, 'His');
    await createSpeech(page, 'I have a job interview at a bank on Monday');
    const marathon = await createSpeech(page, 'first marathon in 3 weeks and my knee hurts');
    await createSpeech(page, 'chemistry exam next Tuesday and I feel behind');
    await page.request.patch(`/api/speeches/${marathon.id}`, { data: { name: 'Race day 2026' } });

    // Pages of two, so 'Load more' has a next cursor to follow.
    await page.route(
      (url) => url.pathname === '/api/speeches' && url.searchParams.has('limit'),
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('limit', '2');
        return route.continue({ url: url.href });
      },
    );

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'Speech History' }).waitFor();
    const items = page.getByRole('list', { name: 'Speeches' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBe(3);
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // The search reads names, contexts and the speech text itself.
    const search = page.getByRole('searchbox', { name: 'Search speeches' });
    // A number no speech text contains: the search also reads the text, where 'race day' can occur by chance.
    await search.fill('race DAY 2026');
    await expect.poll(() => items.first().textContent()).toContain('Race day 2026');
    await expect.poll(() => items.count()).toBe(1);
    await search.fill('chemistry');
    await expect.poll(() => items.first().textContent()).toContain('chemistry exam');
    await expect.poll(() => items.count()).toBe(1);
    await search.fill('no such words anywhere');
    await page.getByText('Nothing found').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => items.count()).toBe(3);

    await page.getByRole('link', { name: /Race day 2026/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Race day 2026' }).waitFor();
    await page.getByRole('tab', { name: 'Text Output' }).waitFor();
    await page.getByRole('button', { name: 'Add to Favourites' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?speech=${marathon.id}`);
    await page.getByRole('link', { name: 'All speeches' }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(0);
  });
});

describe('History previews', () => {
  it('end on a whole word with an ellipsis, never cut off mid-word at the edge (390 px)', async () => {
    const context = 'I have a job interview at the big bank on Monday morning and I feel nervous about it';
    const { page } = await signedInPage(browser, 'Pre', { width: 390, height: 844 });
    const { id } = await createSpeech(page, context);
    const speech = (await (await page.request.get(`/api/speeches/${id}`)).json()) as { content: string };
    await page.goto('/history');
    const item = page.getByRole('list', { name: 'Speeches' }).getByRole('listitem').first();
    const link = item.getByRole('link');
    await link.waitFor();
    // What is drawn: no line clamp or text-overflow hides the end of a line.
    const shown = await link.locator('span').evaluateAll((spans) =>
      spans
        .filter((span) => (span as HTMLElement).offsetParent !== null && span.childElementCount === 0)
        .map((span) => ({
          text: span.textContent ?? '',
          clipped: span.scrollWidth > span.clientWidth || span.scrollHeight > span.clientHeight,
        })),
    );
    const [title, , preview] = shown;
    expect(shown.map((span) => span.clipped)).toEqual([false, false, false]);
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    for (const [span, whole] of [
      [title, context],
      [preview, flat(speech.content)],
    ] as const) {
      const text = span?.text ?? '';
      expect(text.endsWith('...'), text).toBe(true);
      const kept = text.slice(0, -3);
      expect(whole.startsWith(kept), text).toBe(true);
      // The next character of the whole text ends a word: a space or punctuation.
      expect(whole[kept.length], text).toMatch(/[\s,.;:!?—–-]/);
    }
  });
});
