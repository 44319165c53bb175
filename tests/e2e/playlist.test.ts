import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, expectNoFindings, settle } from './support/a11y';
import { withBrowser } from './support/browser';
import { createSpeech, signedInPage } from './support/fixtures';

// Issue 22 §3: 'Play favourites' plays the favourites one after another on one <audio> element, with
// next and previous, shuffle and repeat.

const browser = withBrowser();
const RACHEL = '21m00Tcm4TlvDq8ikWAM';
/** How long a poll may wait: a loaded machine can take seconds to stream and start audio. */
const WAIT = { timeout: 15_000 };

type Favourite = { id: number; name: string | null };

/** Makes `names.length` short speeches, names and favourites each, and returns the favourites in list order. */
async function favourites(page: Page, names: string[]): Promise<Favourite[]> {
  for (const name of names) {
    const { id } = await createSpeech(page, `I want to feel ready for ${name.toLowerCase()} this week`);
    const patched = await page.request.patch(`/api/speeches/${id}`, { data: { name, isFavourite: true } });
    expect(patched.status()).toBe(200);
  }
  const listed = await page.request.get('/api/speeches/favourites');
  return ((await listed.json()) as Favourite[]).map(({ id, name }) => ({ id, name }));
}

const media = (audio: Locator) =>
  audio.evaluate((element: HTMLAudioElement) => ({
    src: element.getAttribute('src') ?? '',
    paused: element.paused,
    currentTime: element.currentTime,
    duration: element.duration,
    // Set on the element once below: still there means the same element plays on.
    same: (element as HTMLAudioElement & { playlistMark?: boolean }).playlistMark === true,
  }));

const audioOf = (speech: Favourite) => `/api/speeches/${speech.id}/audio.mp3?voice=${RACHEL}`;

/** The bar shows `speech` as `n of total`, its audio is the element's, and it is really playing. */
async function expectPlaying(bar: Locator, audio: Locator, speech: Favourite, position: string) {
  await expect.poll(async () => (await media(audio)).src, WAIT).toBe(audioOf(speech));
  await expect
    .poll(async () => (await bar.locator('[data-playlist-title]').textContent())?.trim(), WAIT)
    .toBe(speech.name);
  expect(await bar.getByText(`(${position})`).count()).toBe(1);
  const start = (await media(audio)).currentTime;
  await expect.poll(async () => (await media(audio)).currentTime, WAIT).toBeGreaterThan(start + 0.3);
  expect((await media(audio)).paused).toBe(false);
}

describe('the favourites playlist', () => {
  it('plays two favourites in sequence on one element, from the cache when there, and next skips', async () => {
    const { page } = await signedInPage(browser, 'Lou');
    const list = await favourites(page, ['Morning run', 'Team talk', 'Exam day']);
    const [first, second, third] = list as [Favourite, Favourite, Favourite];
    // The first speech's audio is made and stored before the playlist asks for it.
    const made = await page.request.get(audioOf(first));
    expect(made.status()).toBe(200);
    await page.reload();

    const card = page.locator('#favourites');
    const answers: { url: string; ranges: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/audio.mp3'))
        answers.push({ url: new URL(response.url()).pathname, ranges: response.headers()['accept-ranges'] });
    });
    const audio = card.locator('audio');
    await card.getByRole('button', { name: 'Play favourites' }).click();
    const bar = page.getByRole('region', { name: 'Favourites playlist' });
    await bar.waitFor();
    await audio.evaluate((element) => {
      (element as HTMLAudioElement & { playlistMark?: boolean }).playlistMark = true;
    });

    await expectPlaying(bar, audio, first, '1 of 3');
    // Served whole from the audio cache (a byte-range file), not synthesised again as a stream.
    expect(answers.find((answer) => answer.url === `/api/speeches/${first.id}/audio.mp3`)?.ranges).toBe(
      'bytes',
    );
    expect(
      await page.evaluate(() => navigator.mediaSession.metadata?.title),
      'the lock screen shows the speech playing',
    ).toBe(first.name);

    // Near the end of the first, the second follows by itself on the same element.
    await expect.poll(async () => Number.isFinite((await media(audio)).duration), WAIT).toBe(true);
    await audio.evaluate((element: HTMLAudioElement) => {
      element.currentTime = Math.max(0, element.duration - 1);
    });
    await expectPlaying(bar, audio, second, '2 of 3');
    expect((await media(audio)).same).toBe(true);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe('Favourites · 2 of 3');

    // Next skips the rest of the second.
    await bar.getByRole('button', { name: 'Next', exact: true }).click();
    await expectPlaying(bar, audio, third, '3 of 3');
    expect((await media(audio)).same).toBe(true);
    // The last without repeat: nothing next; previous goes back.
    expect(await bar.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    await bar.getByRole('button', { name: 'Previous', exact: true }).click();
    await expectPlaying(bar, audio, second, '2 of 3');

    // Pause holds the element; play goes on.
    await bar.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await media(audio)).paused, WAIT).toBe(true);
    await bar.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await media(audio)).paused, WAIT).toBe(false);

    // Another player starting pauses the playlist.
    await page.evaluate((url) => {
      const other = document.createElement('audio');
      other.src = url;
      document.body.append(other);
      other.id = 'other-player';
      // Removed below, perhaps before it starts: that refusal is the test's own, not the page's.
      other.play().catch(() => undefined);
    }, audioOf(first));
    await expect.poll(async () => (await media(audio)).paused, WAIT).toBe(true);
    await bar.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await page.evaluate(() => {
      const other = document.getElementById('other-player') as HTMLAudioElement | null;
      other?.pause();
      other?.remove();
    });

    // Closing stops it.
    await bar.getByRole('button', { name: 'Close playlist' }).click();
    await expect.poll(async () => (await media(audio)).paused, WAIT).toBe(true);
    expect(await bar.count()).toBe(0);
  });

  it('is disabled, saying why, without favourites; the bar works by keyboard at phone and desktop widths with no axe violations', async () => {
    const { page } = await signedInPage(browser, 'Ama', { width: 390, height: 844 });
    const card = page.locator('#favourites');
    const none = card.getByRole('button', { name: 'Play favourites' });
    await none.waitFor();
    expect(await none.isDisabled()).toBe(true);
    expect(await none.getAttribute('aria-describedby')).toBeTruthy();
    await card.getByText('Add a speech to your favourites to play them one after another.').waitFor();

    const [first, second] = (await favourites(page, ['Big match', 'New job'])) as [Favourite, Favourite];
    await page.reload();
    const start = card.getByRole('button', { name: 'Play favourites' });
    await expect.poll(() => start.isEnabled(), WAIT).toBe(true); // once the player's code has loaded
    await start.focus();
    await page.keyboard.press('Enter');
    const bar = page.getByRole('region', { name: 'Favourites playlist' });
    const audio = card.locator('audio');
    await expectPlaying(bar, audio, first, '1 of 2');

    const shuffle = bar.getByRole('button', { name: 'Shuffle' });
    const repeat = bar.getByRole('button', { name: 'Repeat' });
    expect(await shuffle.getAttribute('aria-pressed')).toBe('false');
    await repeat.focus();
    await page.keyboard.press('Space');
    expect(await repeat.getAttribute('aria-pressed')).toBe('true');
    // Focus is visible on the controls.
    expect(
      await repeat.evaluate(
        (element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle === 'solid',
      ),
    ).toBe(true);

    // By keyboard: Next, then with repeat on Next wraps to the first.
    const next = bar.getByRole('button', { name: 'Next', exact: true });
    await next.focus();
    await page.keyboard.press('Enter');
    await expectPlaying(bar, audio, second, '2 of 2');
    await page.keyboard.press('Enter');
    await expectPlaying(bar, audio, first, '1 of 2');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `no sideways scroll at ${width} px`,
      ).toBe(true);
      await settle(page);
      expectNoFindings(await axeFindings(page, `dashboard with the playlist at ${width} px`));
    }
    await bar.getByRole('button', { name: 'Close playlist' }).click();

    // History's 'Favourites only' offers the same playlist.
    await page.goto('/history?favourites=1');
    await page.getByRole('main').getByRole('button', { name: 'Play favourites' }).click();
    await expectPlaying(bar, page.getByRole('main').locator('audio'), first, '1 of 2');
  });
});
