import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRENCH_SPEECH } from '../doubles/llm-speeches';
import { startLlmDouble } from '../doubles/openai-compatible-llm';
import { withBrowser } from './support/browser';
import { createSpeech, signedInPage } from './support/fixtures';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

// A server whose LLM writes in French: the speech's voice picker, on a phone, offers the voices that
// speak French and says so.

const llm = await startLlmDouble({ behaviour: { kind: 'answer', text: FRENCH_SPEECH } });
const dataDir = tempDataDir();
let server: RunningServer;
const browser = withBrowser(() => server.baseUrl);

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'gpt-4o-mini',
    VOICE_WORKERS: '1',
  });
});

afterAll(async () => {
  await server?.stop();
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** This device's voices: one English, one French (a stand-in for speechSynthesis). */
function deviceVoices() {
  const voices = [
    { name: 'Samantha', lang: 'en-US', voiceURI: 'Samantha', localService: true, default: true },
    { name: 'Thomas', lang: 'fr-FR', voiceURI: 'Thomas', localService: true, default: false },
  ];
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => voices,
    speak() {},
    cancel() {},
    pause() {},
    resume() {},
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  (window as unknown as Record<string, unknown>).SpeechSynthesisUtterance = class {};
}

describe('a speech in French', () => {
  it('offers, at 390 px, only the voices that speak French, and says so', async () => {
    const { page } = await signedInPage(browser, 'Claire', {
      width: 390,
      height: 844,
      initScripts: [deviceVoices],
    });
    const speech = await createSpeech(page, 'J’ai un entretien d’embauche lundi et je suis très stressée');
    await page.goto(`/history?speech=${speech.id}`);
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Voice Output' });
    await panel.getByText('Showing voices that speak French.').waitFor();

    const picker = panel.getByLabel('Voice', { exact: true });
    expect(await picker.getAttribute('aria-describedby')).toContain('-language');
    const offered = await picker.evaluate((select: HTMLSelectElement) =>
      Array.from(select.querySelectorAll('optgroup')).map((group) => ({
        group: group.label,
        voices: Array.from(group.querySelectorAll('option')).map((option) => option.textContent),
      })),
    );
    // The built-in voices speak French with eSpeak NG's French voice; of this device's, only Thomas.
    expect(offered.map(({ group }) => group)).toEqual(['Female', 'Neutral', 'Male', 'On this device']);
    expect(offered.flatMap(({ voices }) => voices)).toHaveLength(7);
    expect(offered.at(-1)?.voices).toEqual(['Thomas (French (France))']);

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
