import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser';
import { signUpIn } from './support/fixtures';

const browser = withBrowser();
// The e2e server speaks with the built-in voices: the fifth is Josh's id (TxGEqnHWrfWFTfGW9XJb).
const DEEPEST = 'Built-in voice 5 — deepest, strongest';

type PageOptions = {
  duration?: 'short' | 'extended';
  allowConsoleErrors?: boolean;
  width?: number;
  height?: number;
  initScripts?: (() => void)[];
};

/** A signed-in page showing a freshly generated short speech, on its 'Voice Output' tab. */
async function speechPage(firstName: string, options: PageOptions = {}) {
  const { initScripts = [], duration = 'short', ...pageOptions } = options;
  const page = await browser.newPage(pageOptions);
  for (const script of initScripts) await page.addInitScript(script);
  await signUpIn(page, firstName);
  const response = await page.request.post('/api/speeches/generate', {
    data: {
      context: 'I have a job interview on Monday and I get nervous',
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration,
    },
  });
  expect(response.status()).toBe(201);
  const speech = (await response.json()) as { id: number };
  await page.goto(`/history?speech=${speech.id}`);
  await page.getByRole('tab', { name: 'Voice Output' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Voice Output' });
  // The player's element (found by CSS: the tab panel holding it is hidden while Text Output shows).
  return { page, panel, audio: page.locator('audio'), speechId: speech.id };
}

const media = (audio: Locator) =>
  audio.evaluate((element: HTMLAudioElement) => ({
    currentTime: element.currentTime,
    paused: element.paused,
    playbackRate: element.playbackRate,
    src: element.getAttribute('src'),
  }));

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/**
 * Whether the player plays on from somewhere in [from, to] seconds: the audio's time advances and the
 * seek slider stays in that range, read twice, so that the slider's own jump on a seek is not taken for it.
 */
async function playsOnWithin(page: Page, panel: Locator, audio: Locator, from: number, to: number) {
  const slider = panel.getByRole('slider', { name: 'Seek' });
  const read = async () => ({ at: Number(await slider.inputValue()), element: await media(audio) });
  const first = await read();
  await page.waitForTimeout(600);
  const second = await read();
  const advancing = !second.element.paused && second.element.currentTime > first.element.currentTime;
  return advancing && first.at >= from && second.at >= first.at && second.at <= to;
}

describe('the voice player', () => {
  it('plays within moments, pauses, resumes, seeks, changes speed, stops, and resets on a voice change', async () => {
    const { page, panel, audio, speechId } = await speechPage('Pia');
    const stop = button(panel, 'Stop');
    expect(await stop.isDisabled()).toBe(true);
    expect(await panel.getByLabel('Voice', { exact: true }).inputValue()).toBe('21m00Tcm4TlvDq8ikWAM');
    // The picker's groups come first in this order (then 'On this device', where the browser has voices).
    expect(
      await panel
        .locator('optgroup')
        .evaluateAll((groups) => groups.slice(0, 3).map((g) => g.getAttribute('label'))),
    ).toEqual(['Female', 'Neutral', 'Male']);
    expect(await panel.getByRole('link', { name: 'Download', exact: true }).getAttribute('href')).toBe(
      `/api/speeches/${speechId}/audio.mp3?voice=21m00Tcm4TlvDq8ikWAM&download=1`,
    );

    const pressed = Date.now();
    await button(panel, 'Play').click();
    await expect.poll(async () => (await media(audio)).currentTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
    expect(Date.now() - pressed).toBeLessThan(5000); // streamed: no 10-50 s wait
    expect((await media(audio)).src).toBe(`/api/speeches/${speechId}/audio.mp3?voice=21m00Tcm4TlvDq8ikWAM`);
    await button(panel, 'Pause').waitFor();
    expect(await stop.isEnabled()).toBe(true);

    // The seek slider appears once the length is known, and says where playback is.
    const slider = panel.getByRole('slider', { name: 'Seek' });
    await slider.waitFor();
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^\d+:\d\d of \d+:\d\d$/);

    await button(panel, 'Pause').click();
    await button(panel, 'Resume').waitFor();
    const pausedAt = (await media(audio)).currentTime;
    expect((await media(audio)).paused).toBe(true);
    await page.waitForTimeout(400);
    expect((await media(audio)).currentTime).toBe(pausedAt);

    await button(panel, 'Resume').click();
    await expect.poll(async () => (await media(audio)).currentTime).toBeGreaterThan(pausedAt + 0.2);

    // Ahead of what has streamed, it plays on from the sentence at that point (at most one before it).
    const before = Number(await slider.inputValue());
    await panel.getByRole('button', { name: 'Forward 10 seconds' }).click();
    await expect.poll(() => playsOnWithin(page, panel, audio, before + 2, before + 13)).toBe(true);
    const ahead = Number(await slider.inputValue());
    await panel.getByRole('button', { name: 'Back 10 seconds' }).click();
    await expect.poll(() => playsOnWithin(page, panel, audio, ahead - 12, ahead - 6)).toBe(true);

    await panel.getByLabel('Speed').selectOption('1.5');
    await expect.poll(async () => (await media(audio)).playbackRate).toBe(1.5);
    expect(
      await panel
        .getByLabel('Speed')
        .evaluate((select: HTMLSelectElement) => Array.from(select.options).map((o) => o.value)),
    ).toEqual(['0.75', '1', '1.25', '1.5']);

    await stop.click();
    await button(panel, 'Play').waitFor();
    expect(await stop.isDisabled()).toBe(true);
    expect(await media(audio)).toMatchObject({ paused: true, currentTime: 0 });

    // Play again (the audio is kept), then change voice: playback stops and the audio is discarded.
    await button(panel, 'Play').click();
    await expect.poll(async () => (await media(audio)).currentTime).toBeGreaterThan(0.3);
    await panel.getByLabel('Voice', { exact: true }).selectOption({ label: DEEPEST });
    await button(panel, 'Play').waitFor();
    expect(await media(audio)).toMatchObject({ paused: true, currentTime: 0, src: null });
    expect(await stop.isDisabled()).toBe(true);
    expect(await slider.count()).toBe(0);
    // The next play is in the new voice.
    await button(panel, 'Play').click();
    await expect.poll(async () => (await media(audio)).currentTime).toBeGreaterThan(0.3);
    expect((await media(audio)).src).toContain('voice=TxGEqnHWrfWFTfGW9XJb');
    await stop.click();
  });

  it('reads along: the spoken sentence is highlighted and moves on, and a click on a sentence seeks there', async () => {
    const { page, panel, audio } = await speechPage('Rae');
    await button(panel, 'Play').click();
    await button(panel, 'Pause').waitFor();
    await page.getByRole('tab', { name: 'Text Output' }).click();
    const text = page.getByRole('tabpanel', { name: 'Text Output' });
    const highlighted = text.locator('mark');
    await highlighted.waitFor();
    const first = await highlighted.textContent();
    await expect.poll(() => highlighted.textContent(), { timeout: 15_000 }).not.toBe(first);

    // A later sentence: playback jumps to it and it is the one highlighted.
    const target = text.locator('[data-sentence="6"]');
    const sentence = await target.textContent();
    const from = (await media(audio)).currentTime;
    await target.click();
    await expect.poll(() => highlighted.textContent()).toBe(sentence);
    expect((await media(audio)).currentTime).toBeGreaterThan(from);

    // The read-along bar pauses, and moves by sentence from the keyboard.
    await text.getByRole('button', { name: 'Pause' }).click();
    await text.getByRole('button', { name: 'Resume' }).waitFor();
    // The button turns as the player asks the element to pause; on a busy machine the element follows a moment later.
    await expect.poll(async () => (await media(audio)).paused).toBe(true);
    const at = Number(await highlighted.getAttribute('data-sentence'));
    await text.getByRole('button', { name: 'Next sentence' }).press('Enter');
    await expect.poll(() => highlighted.getAttribute('data-sentence')).toBe(String(at + 1));
  });

  it('reads along from the first sentence on the first play of a long speech, while the rest is still being made', async () => {
    const { page, panel, audio } = await speechPage('Ode', { width: 390, height: 844, duration: 'extended' });
    await button(panel, 'Play').click();
    await button(panel, 'Pause').waitFor();
    await page.getByRole('tab', { name: 'Text Output' }).click();
    const highlighted = page.getByRole('tabpanel', { name: 'Text Output' }).locator('mark');
    await highlighted.waitFor({ timeout: 5000 });
    // Still streaming (the element knows no length yet): the highlight came from the sentences made so far.
    expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).not.toSatisfy(
      Number.isFinite,
    );
    expect(Number(await highlighted.getAttribute('data-sentence'))).toBeLessThan(3);
  });

  it('reads along word by word on a phone, the word moving on as the audio plays, clear of the bar', async () => {
    const { page, panel } = await speechPage('Wyn', { width: 390, height: 844 });
    await button(panel, 'Play').click();
    await button(panel, 'Pause').waitFor();
    await page.getByRole('tab', { name: 'Text Output' }).click();
    const text = page.getByRole('tabpanel', { name: 'Text Output' });
    const word = text.locator('mark [data-word]');
    await word.waitFor();
    // The word is the one in its sentence's text at that place, and later words follow.
    const position = async () => {
      const [sentence, index] = await Promise.all([
        text.locator('mark').getAttribute('data-sentence'),
        word.getAttribute('data-word'),
      ]);
      return Number(sentence) * 1000 + Number(index);
    };
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          seen.add(await position());
          return seen.size;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(4);
    expect([...seen]).toEqual([...seen].sort((a, b) => a - b));
    const spokenWord = (await word.textContent()) ?? '';
    expect((await text.locator('mark').textContent())?.split(/\s+/)).toContain(spokenWord);

    // The bar says where the reading is in full, and the word being read is above it.
    const bar = text.getByRole('group', { name: 'Read-along' });
    const progress = bar.getByText(/sentence \d+ of \d+/);
    expect(await progress.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const [barBox, progressBox] = [await bar.boundingBox(), await progress.boundingBox()];
    expect((progressBox?.x ?? 0) + (progressBox?.width ?? 0)).toBeLessThanOrEqual(
      (barBox?.x ?? 0) + (barBox?.width ?? 0),
    );
    await expect
      .poll(async () => ((await word.boundingBox())?.y ?? 0) + ((await word.boundingBox())?.height ?? 0))
      .toBeLessThanOrEqual((await bar.boundingBox())?.y ?? 0);
  });

  it('seeks to 60% of a long speech on its first play, and plays on from there within 3 s', async () => {
    for (const width of [390, 1280]) {
      const { page, panel, audio } = await speechPage('Far', { width, duration: 'extended' });
      await button(panel, 'Play').click();
      // The slider and skip buttons come with the first audio, from the estimated length, while the
      // audio is still streaming (the element knows no length yet).
      const slider = panel.getByRole('slider', { name: 'Seek' });
      await slider.waitFor({ timeout: 5000 });
      expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).not.toSatisfy(
        Number.isFinite,
      );
      expect(await panel.getByRole('button', { name: 'Forward 10 seconds' }).isEnabled()).toBe(true);
      const length = Number(await slider.getAttribute('max'));
      expect(length).toBeGreaterThan(14 * 60); // an extended speech is 15-20 minutes

      const target = Math.round(length * 0.6);
      const sought = Date.now();
      await slider.fill(String(target));
      // Within 3 s it plays on from the sentence at that point (so from at most one sentence before it).
      await expect
        .poll(() => playsOnWithin(page, panel, audio, target - 40, target + 5), {
          timeout: 3000,
          interval: 50,
        })
        .toBe(true);
      expect(Date.now() - sought).toBeLessThan(3000);
      await button(panel, 'Pause').waitFor({ timeout: 100 });
      expect((await media(audio)).paused).toBe(false);
      await page.close();
    }
  });

  it("shows 'Playback Complete' at the end and goes back to idle", async () => {
    const { page, panel, audio, speechId } = await speechPage('End');
    // Synthesise the whole MP3 first, so the player gets the cached file: a known length and byte
    // ranges. (A first play streams it like live audio: an endless duration and about 2 s read
    // ahead, so a seek towards the end waits on synthesis, which a busy machine makes slow.)
    const streamed = await page.request.get(`/api/speeches/${speechId}/audio.mp3?voice=21m00Tcm4TlvDq8ikWAM`);
    expect((await streamed.body()).length).toBeGreaterThan(10_000);
    await button(panel, 'Play').click();
    const slider = panel.getByRole('slider', { name: 'Seek' });
    const duration = () => audio.evaluate((element: HTMLAudioElement) => element.duration);
    await expect.poll(duration).toSatisfy(Number.isFinite);
    const end = Math.ceil(await duration());
    await expect.poll(() => slider.getAttribute('max')).toBe(String(end));
    await slider.fill(String(end - 1));
    await page.getByText('Playback Complete').first().waitFor({ timeout: 10_000 });
    await button(panel, 'Play').waitFor();
    expect((await media(audio)).paused).toBe(true);
  });

  it('waits for a tap when the browser blocks autoplay', async () => {
    const { panel, audio } = await speechPage('Tap', {
      initScripts: [
        () => {
          // The first play() is refused, as a browser with a strict autoplay policy would.
          const play = HTMLMediaElement.prototype.play;
          let refused = false;
          HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
            if (refused) return play.call(this);
            refused = true;
            return Promise.reject(new DOMException('play() needs a gesture', 'NotAllowedError'));
          };
        },
      ],
    });
    await button(panel, 'Play').click();
    await panel.getByText('Your browser needs a tap before it plays audio').waitFor();
    expect(await button(panel, 'Stop').isEnabled()).toBe(true); // paused
    expect((await media(audio)).paused).toBe(true);
    await button(panel, 'Play').click();
    await expect.poll(async () => (await media(audio)).currentTime).toBeGreaterThan(0.3);
    await button(panel, 'Stop').click();
  });

  it('offers the fallback voices when /api/voices fails', async () => {
    const page = await browser.newPage({ allowConsoleErrors: true });
    await page.route('**/api/voices', (route) => route.fulfill({ status: 500, body: 'down' }));
    await signUpIn(page, 'Fal');
    const speech = (await (
      await page.request.post('/api/speeches/generate', {
        data: {
          context: 'A hard week at work and I am tired',
          tone: 'gentle',
          voiceStyle: 'soothing',
          duration: 'short',
        },
      })
    ).json()) as { id: number };
    await page.goto(`/history?speech=${speech.id}`);
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    const voice = page.getByLabel('Voice', { exact: true });
    await page.getByText('Showing our standard voices').waitFor();
    expect(
      await voice.evaluate((select: HTMLSelectElement) =>
        Array.from(select.options).map((o) => `${(o.parentElement as HTMLOptGroupElement).label}: ${o.text}`),
      ),
    ).toEqual([
      'Female: Rachel — Warm and nurturing',
      'Female: Domi — Confident and inspiring',
      'Male: Josh — Strong and motivational',
    ]);
  });

  it('says a server error plainly, with a Retry that works, and resets', async () => {
    const { page, panel, audio } = await speechPage('Err', {
      allowConsoleErrors: true,
      width: 390,
      height: 844,
    });
    await page.route('**/audio.mp3*', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await button(panel, 'Play').click();
    const toast = page.getByRole('status').filter({ hasText: 'Audio Playback Error' }).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain("We couldn't make the audio just now. Try again.");
    expect(await toast.textContent()).not.toMatch(/500|Internal Server Error/);
    await button(panel, 'Play').waitFor();
    expect(await button(panel, 'Stop').isDisabled()).toBe(true);
    expect((await media(audio)).src).toBeNull();

    // The server recovers; Retry asks again and the speech plays.
    await page.unroute('**/audio.mp3*');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await button(panel, 'Pause').waitFor();
    await expect.poll(async () => (await media(audio)).currentTime, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("We couldn't make the audio just now").count()).toBe(0);
  });

  it("offline, says the audio isn't saved on this device, not that its format is unsupported", async () => {
    const { page, panel } = await speechPage('Off', { allowConsoleErrors: true, width: 390, height: 844 });
    // Signed in, the page fetched the code it needs to tell the person (the toaster) after it painted.
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await button(panel, 'Play').click();
    const toast = page.getByRole('status').filter({ hasText: 'Audio Playback Error' }).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain(
      "You're offline — this audio hasn't been saved on this device yet.",
    );
    expect(await toast.textContent()).not.toContain('Audio format not supported');
    await button(panel, 'Play').waitFor();
  });

  it('plays a voice on this device sentence by sentence through the same controls', async () => {
    const { page, panel } = await speechPage('Dev', {
      initScripts: [
        () => {
          // A stand-in speechSynthesis: each sentence "takes" 400 ms.
          type Utterance = {
            text: string;
            rate: number;
            voice: { name: string } | null;
            onstart?: () => void;
            onend?: () => void;
            onerror?: (event: { error: string }) => void;
          };
          const w = window as unknown as Record<string, unknown>;
          const spoken: { text: string; voice?: string; rate: number }[] = [];
          w.__spoken = spoken;
          const voices = [
            { name: 'Samantha', lang: 'en-US', voiceURI: 'Samantha', localService: true, default: true },
          ];
          let current: Utterance | null = null;
          let timer: ReturnType<typeof setTimeout> | undefined;
          const synth = Object.assign(new EventTarget(), {
            getVoices: () => voices,
            speak(utterance: Utterance) {
              current = utterance;
              spoken.push({ text: utterance.text, voice: utterance.voice?.name, rate: utterance.rate });
              setTimeout(() => utterance.onstart?.(), 10);
              timer = setTimeout(() => {
                if (current !== utterance) return;
                current = null;
                utterance.onend?.();
              }, 400);
            },
            cancel() {
              clearTimeout(timer);
              const interrupted = current;
              current = null;
              interrupted?.onerror?.({ error: 'interrupted' });
            },
            pause() {},
            resume() {},
          });
          Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
          w.SpeechSynthesisUtterance = class {
            rate = 1;
            voice = null;
            lang = '';
            constructor(public text: string) {}
          };
        },
      ],
    });
    const spoken = () =>
      page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken);
    // A natural device voice is marked so, and described as what it is.
    await panel
      .getByLabel('Voice', { exact: true })
      .selectOption({ label: 'Samantha (American English) · natural' });
    await panel.getByText('American English · a natural voice of this device, free and offline').waitFor();
    await panel.getByText('Device voices speak a sentence at a time').waitFor();
    expect(await panel.getByRole('link', { name: 'Download', exact: true }).count()).toBe(0);
    expect(await panel.getByRole('link', { name: 'Download with music' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Forward 10 seconds' }).isDisabled()).toBe(true);

    await button(panel, 'Play').click();
    await button(panel, 'Pause').waitFor();
    await expect.poll(async () => (await spoken()).length).toBeGreaterThanOrEqual(2);
    expect((await spoken())[0]).toMatchObject({ voice: 'Samantha', rate: 1 });
    expect(await panel.getByRole('slider', { name: 'Seek' }).count()).toBe(0);

    await button(panel, 'Pause').click();
    await button(panel, 'Resume').waitFor();
    const count = (await spoken()).length;
    await page.waitForTimeout(600);
    expect((await spoken()).length).toBe(count);
    await button(panel, 'Resume').click();
    await expect.poll(async () => (await spoken()).length).toBeGreaterThan(count);
    await button(panel, 'Stop').click();
    await button(panel, 'Play').waitFor();
  });
});

describe('the audio debug pages', () => {
  it('/audio-test plays a generated tone and an MP3 sample, each stopping after 2-3 s', async () => {
    const page = await browser.newPage();
    await page.goto('/audio-test');
    await page.getByRole('heading', { level: 1, name: 'Audio Test' }).waitFor();
    await page.getByRole('button', { name: 'Play test tone' }).click();
    await page.getByRole('button', { name: 'Play MP3 sample' }).click();
    for (const id of ['tone', 'mp3-sample']) {
      const status = page.locator(`div:has(> [data-testid="${id}"]) > [role=status]`);
      await expect.poll(() => status.textContent(), { timeout: 8000 }).toMatch(/^Passed: played 2\.\d s/);
      const state = await page
        .locator(`[data-testid="${id}"]`)
        .evaluate((element: HTMLAudioElement) => ({ paused: element.paused, time: element.currentTime }));
      expect(state.paused).toBe(true);
      if (id === 'tone') expect(state.time).toBeGreaterThan(2);
      if (id === 'tone') expect(state.time).toBeLessThan(3);
    }
    await page.getByText('Voices speak your own speeches, so this test needs you signed in.').waitFor();
  });

  it('/iphone-test reports format support and its play test stops after 2-3 s', async () => {
    const page = await browser.newPage({ width: 360 });
    await page.goto('/iphone-test');
    await page.getByRole('heading', { level: 1, name: 'iPhone Audio Test' }).waitFor();
    const mp3 = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'MP3', exact: true }) });
    await expect.poll(() => mp3.textContent()).toContain('Yes');
    for (const format of ['AAC', 'Ogg Vorbis', 'WAV']) {
      await page.getByRole('rowheader', { name: format, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Play MP3 test' }).click();
    await expect
      .poll(() => page.locator('div:has(> [data-testid="mp3-test"]) > [role=status]').textContent(), {
        timeout: 8000,
      })
      .toMatch(/^Passed: played 2\.\d s/);
    expect(await page.locator('[data-testid="mp3-test"]').evaluate((a: HTMLAudioElement) => a.paused)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  it('/audio-debug explains sign-in, and generates audio for a signed-in speech', async () => {
    const page = await browser.newPage();
    await page.goto('/audio-debug');
    await page.getByText('Generating audio needs you signed in').waitFor();
    await page.getByRole('row', { name: /Built-in voice 1/ }).waitFor();
    expect(await page.getByRole('row').count()).toBe(7); // a header and six voices

    await signUpIn(page, 'Dbg');
    await page.request.post('/api/speeches/generate', {
      data: {
        context: 'Starting a new job next week',
        tone: 'confident',
        voiceStyle: 'warm',
        duration: 'short',
      },
    });
    await page.goto('/audio-debug');
    await page.getByLabel('Speech', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Generate audio' }).click();
    await page.getByText('Generated in').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText(/^\d+:\d\d$/).count()).toBeGreaterThan(0); // the length, read
    await page.getByRole('button', { name: 'Time the stream' }).click();
    await page.getByText('First bytes after').waitFor({ timeout: 20_000 });
  });
});
