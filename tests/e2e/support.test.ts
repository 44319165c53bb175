import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, expectNoFindings } from './support/a11y';
import { withBrowser } from './support/browser';
import { PASSWORD, signedInPage } from './support/fixtures';

const browser = withBrowser();

// Typed input, as on a browser without speech recognition.
function removeSpeechRecognition() {
  const w = window as unknown as Record<string, unknown>;
  delete w.SpeechRecognition;
  delete w.webkitSpeechRecognition;
}

async function signedInAt(timezoneId: string, width = 390): Promise<Page> {
  const options = { timezoneId, width, height: 844, initScripts: [removeSpeechRecognition] };
  return (await signedInPage(browser, 'Jo', options)).page;
}

describe('support in place of a speech', () => {
  it('shows a calm support screen with tap-to-call and tap-to-text links, and a way back', async () => {
    const page = await signedInAt('Australia/Sydney');
    const context = "I don't see the point of living anymore and I've been thinking about ending it";
    await page.getByLabel('What are you facing?').fill(context);
    await page.getByRole('button', { name: 'Generate Speech' }).click();

    const screen = page.getByTestId('support-screen');
    await screen.waitFor();
    // Focus goes to its heading, and no overlay or error toast shows.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('support-heading');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Generation Failed').count()).toBe(0);

    const call = screen.getByRole('link', { name: 'Call 13 11 14' });
    expect(await call.getAttribute('href')).toBe('tel:131114');
    expect(await screen.getByRole('link', { name: 'Text 0477 13 11 14' }).getAttribute('href')).toBe(
      'sms:0477131114',
    );
    await screen.getByText('If you are in danger right now, call').waitFor();
    expect(await screen.getByRole('link', { name: '000', exact: true }).getAttribute('href')).toBe('tel:000');

    // No speech was written and none was counted.
    const user = await (await page.request.get('/api/user')).json();
    expect(user.speechesUsed).toBe(0);
    expect(user.recentSpeeches).toEqual([]);

    await screen.getByRole('button', { name: 'Back to the form' }).click();
    expect(await page.getByLabel('What are you facing?').inputValue()).toBe(context);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  });

  it('a mood check-in with a crisis note is saved and the card shows who can help', async () => {
    const page = await signedInAt('America/Chicago', 1280);
    await page.getByRole('button', { name: 'Check In' }).click();
    await page.getByLabel('Notes').fill('everyone would be better off if i was gone');
    await page.getByRole('button', { name: 'Save Check-in' }).click();
    const card = page.getByTestId('mood-support');
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    const moods = await (await page.request.get('/api/mood/recent')).json();
    expect(moods[0].notes).toBe('everyone would be better off if i was gone');
    await card.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Check In' }).waitFor();
  });

  it('a speech in the middle band has a calm card above it, reachable by keyboard and screen reader', async () => {
    const page = await signedInAt('Europe/London', 1280);
    const context =
      'My research is on overdose deaths in rural towns and I present it to the board on Friday';
    await page.getByLabel('What are you facing?').fill(context);
    await page.getByRole('button', { name: 'Generate Speech' }).click();

    // A region named by its line: a screen reader lists it with the page's landmarks.
    const note = page.getByRole('region', {
      name: "If things feel heavier than a hard day, you don't have to carry it alone.",
    });
    await note.waitFor();
    const heading = page.getByRole('heading', { name: 'Your Speech', exact: true });
    await heading.waitFor();
    // Measured once the layout has settled: the streamed text is still arriving when the card first shows.
    await expect
      .poll(
        async () => {
          const [noteBox, headingBox] = [await note.boundingBox(), await heading.boundingBox()];
          return Boolean(noteBox && headingBox && noteBox.y + noteBox.height <= headingBox.y);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await note.ariaSnapshot()).toMatch(
      /heading "If things feel heavier[^"]*" \[level=2\][\s\S]*link "Call 116 123"/,
    );
    expect(await note.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
    expect(await page.getByText('Generation Failed').count()).toBe(0);

    // By keyboard: from the speech's heading, going back reaches the card's lines.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your Speech');
    let inNote = false;
    for (let i = 0; i < 12 && !inNote; i++) {
      await page.keyboard.press('Shift+Tab');
      inNote = await page.evaluate(
        () => document.activeElement?.closest('[data-testid="support-note"]') != null,
      );
    }
    expect(inNote).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    expectNoFindings(await axeFindings(page, 'the middle band'));

    // The speech was written and counted, as any speech is.
    const user = await (await page.request.get('/api/user')).json();
    expect(user.speechesUsed).toBe(1);
  });

  it('the footer links to the same lines for wherever the browser is, signed out too', async () => {
    const page = await browser.newPage({ timezoneId: 'Europe/London' });
    await page.goto('/');
    // The landing page loads its footer as it nears the screen.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Need to talk to someone?' }).click();
    await page.getByRole('heading', { name: 'Need to talk to someone?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
    expect(await page.getByRole('link', { name: '999', exact: true }).getAttribute('href')).toBe('tel:999');
  });
});

describe('help has a number to tap, wherever the browser is', () => {
  /** The support page at 390 px, for a browser in `timezoneId` speaking `locale`. */
  async function supportPage(timezoneId: string, locale: string) {
    const page = await browser.newPage({ timezoneId, locale, width: 390, height: 844 });
    await page.goto('/support');
    await page.getByRole('heading', { name: 'Need to talk to someone?' }).waitFor();
    return page;
  }
  const href = (page: Page, name: string) =>
    page.getByRole('link', { name, exact: true }).getAttribute('href');

  it("in UTC, an en-GB browser gets the UK's lines: Samaritans and 999", async () => {
    const page = await supportPage('UTC', 'en-GB');
    await page.getByText('Samaritans', { exact: true }).waitFor();
    expect(await href(page, 'Call 116 123')).toBe('tel:116123');
    expect(await href(page, '999')).toBe('tel:999');
    expect(await page.getByLabel('Your country').inputValue()).toBe('GB');
    expect(await page.getByText("We couldn't tell where you are").count()).toBe(0);
  });

  it("in UTC, an en-US browser gets the US's lines: 988 and 911", async () => {
    const page = await supportPage('UTC', 'en-US');
    expect(await href(page, 'Call 988')).toBe('tel:988');
    expect(await href(page, 'Text 988')).toBe('sms:988');
    expect(await href(page, '911')).toBe('tel:911');
  });

  it('in a zone we have no lines for, shows the picker, an emergency line and the directory; the choice is kept', async () => {
    const page = await supportPage('Asia/Tokyo', 'ja-JP');
    const picker = page.getByLabel('Your country');
    expect(await picker.inputValue()).toBe('INTL');
    await page.getByText("We couldn't tell where you are. Pick your country to see its helplines.").waitFor();
    // A number to tap, not only a link.
    expect(await href(page, '112')).toBe('tel:112');
    await page.getByText('From a mobile phone, 112 reaches emergency services in most countries.').waitFor();
    expect(await href(page, 'findahelpline.com (opens in a new tab)')).toBe('https://findahelpline.com');
    expect(
      await picker.evaluate((select: HTMLSelectElement) => Array.from(select.options, (o) => o.text)),
    ).toEqual([
      'Australia',
      'Canada',
      'Ireland',
      'New Zealand',
      'United Kingdom',
      'United States',
      'Another country',
    ]);

    await picker.selectOption({ label: 'New Zealand' });
    expect(await href(page, 'Call 1737')).toBe('tel:1737');
    expect(await href(page, '111')).toBe('tel:111');
    await page.reload();
    await page.getByRole('heading', { name: 'Need to talk to someone?' }).waitFor();
    expect(await page.getByLabel('Your country').inputValue()).toBe('NZ');
    expect(await href(page, 'Call 1737')).toBe('tel:1737');
    expectNoFindings(await axeFindings(page, 'the support page with its picker'));
  });

  it('remembers the country it found, for when the browser later gives no clue', async () => {
    const page = await supportPage('UTC', 'en-GB');
    await page.getByText('Samaritans', { exact: true }).waitFor();
    // The same device, its language now without a region (a stand-in for a changed browser setting).
    await page.addInitScript(() => Object.defineProperty(navigator, 'language', { get: () => 'en' }));
    await page.reload();
    await page.getByRole('heading', { name: 'Need to talk to someone?' }).waitFor();
    expect(await page.evaluate(() => navigator.language)).toBe('en');
    expect(await href(page, 'Call 116 123')).toBe('tel:116123');
  });

  it('on a new device that gives no clue, shows the lines last found for the account', async () => {
    const { page: home, email } = await signedInPage(browser, 'Ada', {
      timezoneId: 'Europe/London',
      path: '/support',
    });
    await home.getByText('Samaritans', { exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          ((await (await home.request.get('/api/auth/user')).json()) as { supportRegion: unknown })
            .supportRegion,
      )
      .toBe('GB');

    // Another browser: UTC, a language with no region, nothing remembered on it.
    const away = await browser.newPage({ timezoneId: 'UTC', locale: 'en', width: 390, height: 844 });
    expect(
      (await away.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
    await away.goto('/support');
    await away.getByText('Samaritans', { exact: true }).waitFor();
    expect(await href(away, 'Call 116 123')).toBe('tel:116123');
    expect(await away.getByLabel('Your country').inputValue()).toBe('GB');

    // Signed out on that browser, the account's country goes with the account.
    await away.context().clearCookies();
    await away.reload();
    await away.getByRole('heading', { name: 'Need to talk to someone?' }).waitFor();
    expect(await away.getByLabel('Your country').inputValue()).toBe('INTL');
  });

  it("the crisis screen in UTC shows an en-GB browser the UK's lines, though the server knew only the zone", async () => {
    const page = (
      await signedInPage(browser, 'Uta', {
        timezoneId: 'UTC',
        locale: 'en-GB',
        width: 390,
        height: 844,
        initScripts: [removeSpeechRecognition],
      })
    ).page;
    await page
      .getByLabel('What are you facing?')
      .fill("I don't see the point of living anymore and I've been thinking about ending it");
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    const screen = page.getByTestId('support-screen');
    await screen.waitFor();
    expect(await screen.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
    expect(await screen.getByRole('link', { name: '999', exact: true }).getAttribute('href')).toBe('tel:999');
    await screen.getByLabel('Your country').selectOption('IE');
    expect(await screen.getByRole('link', { name: '112', exact: true }).getAttribute('href')).toBe('tel:112');
    expect(await screen.getByRole('link', { name: 'Call 1800 341 900' }).count()).toBe(1);
  });
});
