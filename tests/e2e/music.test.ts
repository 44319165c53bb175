import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, expectNoFindings } from './support/a11y';
import { withBrowser } from './support/browser';
import { createSpeech, signedInPage } from './support/fixtures';

const browser = withBrowser();

type Tracked = { state: AudioContextState; oscillators: number; level: number };
type Entry = { context: AudioContext; oscillators: number; analyser: AnalyserNode };

/**
 * Keeps every AudioContext the page makes, counts the oscillators each starts (the bed's notes), and
 * listens to what reaches its speakers through an analyser.
 */
function trackAudioContexts() {
  const made: Entry[] = [];
  (window as unknown as { __audio: typeof made }).__audio = made;
  const Original = window.AudioContext;
  const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const entry = made.find(({ context }) => context === this.context);
    if (entry && args[0] === this.context.destination) connect.call(this, entry.analyser);
    return connect.apply(this, args);
  } as typeof AudioNode.prototype.connect;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      const entry: Entry = { context: this, oscillators: 0, analyser: this.createAnalyser() };
      made.push(entry);
      const create = this.createOscillator.bind(this);
      this.createOscillator = () => {
        entry.oscillators += 1;
        return create();
      };
    }
  };
}

const contexts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __audio: Entry[] }).__audio.map(({ context, oscillators, analyser }): Tracked => {
      const samples = new Float32Array(analyser.fftSize);
      analyser.getFloatTimeDomainData(samples);
      const level = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
      return { state: context.state, oscillators, level };
    }),
  );

async function until(page: Page, what: string, check: (tracked: Tracked[]) => boolean) {
  const deadline = Date.now() + 10_000;
  let seen: Tracked[] = [];
  while (Date.now() < deadline) {
    seen = await contexts(page);
    if (check(seen)) return seen;
    await page.waitForTimeout(100);
  }
  throw new Error(`${what}: the page's audio contexts were ${JSON.stringify(seen)}`);
}

const speechPlaying = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0);

describe('music under the speech', () => {
  it('is off until turned on; then plays with the speech, suspends when paused, and is remembered', async () => {
    const { page } = await signedInPage(browser, 'Mia', { initScripts: [trackAudioContexts] });
    const musicCode: string[] = [];
    page.on('request', (request) => {
      if (/music-engine[\w-]*\.js$/.test(request.url())) musicCode.push(request.url());
    });
    const speech = await createSpeech(page, 'I have a job interview on Monday and I get nervous');
    await page.goto(`/history?speech=${speech.id}`);
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Voice Output' });
    const music = panel.getByLabel('Music', { exact: true });

    // Off by default: no music code fetched, no audio context made.
    expect(await music.inputValue()).toBe('off');
    expect(await panel.getByRole('option', { name: 'Calm pads' }).count()).toBe(1); // the gentle tone's bed
    expect(musicCode).toEqual([]);
    expect(await contexts(page)).toEqual([]);

    await music.selectOption('on');
    const volume = panel.getByRole('slider', { name: 'Music volume' });
    await volume.fill('30');
    expectNoFindings(await axeFindings(page, 'player with music on'));
    await panel.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => speechPlaying(page), { timeout: 15_000 }).toBe(true);
    const playing = await until(
      page,
      'running while the speech plays',
      (seen) => seen[0]?.state === 'running',
    );
    expect(playing).toHaveLength(1);
    // The bed's notes are being played, and heard.
    await until(
      page,
      'music heard',
      (seen) => (seen[0]?.oscillators ?? 0) > 0 && (seen[0]?.level ?? 0) > 0.002,
    );
    // It follows a speed change and a seek, and goes on sounding.
    await panel.getByLabel('Speed').selectOption('1.5');
    await panel.getByRole('slider', { name: 'Seek' }).fill('20');
    await page.waitForTimeout(1000);
    await until(
      page,
      'music after a seek',
      (seen) => seen[0]?.state === 'running' && (seen[0]?.level ?? 0) > 0.002,
    );
    // After a seek the speech may wait for its audio a moment on a busy machine; it plays on.
    await expect.poll(() => speechPlaying(page), { timeout: 15_000 }).toBe(true);
    expect(musicCode).toHaveLength(1);

    await panel.getByRole('button', { name: 'Pause', exact: true }).click();
    await until(page, 'suspended when paused', (seen) => seen[0]?.state === 'suspended');
    expect(await speechPlaying(page)).toBe(false);

    await panel.getByRole('button', { name: 'Resume', exact: true }).click();
    await until(page, 'running again on resume', (seen) => seen[0]?.state === 'running');
    await panel.getByRole('button', { name: 'Stop', exact: true }).click();
    await until(page, 'suspended when stopped', (seen) => seen[0]?.state === 'suspended');

    // The download with music uses the volume chosen, and the server makes it.
    const href = `/api/speeches/${speech.id}/audio.mp3?voice=21m00Tcm4TlvDq8ikWAM&download=1&music=30`;
    expect(await panel.getByRole('link', { name: 'Download with music' }).getAttribute('href')).toBe(href);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('audio/mpeg');
    expect(download.headers()['content-disposition']).toMatch(/\(with music\)\.mp3"/);
    expect((await download.body()).length).toBeGreaterThan(10_000);

    // Remembered after a reload: music on, at the same volume.
    await page.reload();
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    expect(await music.inputValue()).toBe('on');
    expect(await volume.inputValue()).toBe('30');
    // And turned off again, it stays off.
    await music.selectOption('off');
    await page.reload();
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    expect(await music.inputValue()).toBe('off');
  }, 90_000);
});
