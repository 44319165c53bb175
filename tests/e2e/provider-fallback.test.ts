import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summariseMp3 } from '../../src/server/voice/mp3-frames';
import { startElevenLabsDouble } from '../doubles/elevenlabs';
import { startLlmDouble } from '../doubles/openai-compatible-llm';
import { call, SHORT_SPEECH, signUp } from './support/api-client';
import { withBrowser } from './support/browser';
import { signUpIn, slowSpeechStream } from './support/fixtures';
import { type RunningServer, startServer, tempDataDir } from './support/server-process';

// A real server process whose LLM hangs or fails and whose premium voice refuses its key still gives the
// user a whole speech and playable audio, from the local writer and the local voices.

const llm = await startLlmDouble({ behaviour: { kind: 'hang' } });
// ElevenLabs answers 401 invalid_api_key: the server's key is not the one it accepts (a revoked key).
const elevenLabs = await startElevenLabsDouble({ apiKey: 'the-current-key' });
const dataDir = tempDataDir();
let server: RunningServer;
let cookie: string;
const browser = withBrowser(() => server.baseUrl);

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: dataDir,
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'gpt-4o-mini',
    LLM_TIMEOUT_MS: '1000',
    ELEVENLABS_API_KEY: 'a-revoked-key',
    ELEVENLABS_BASE_URL: elevenLabs.baseUrl,
    VOICE_WORKERS: '1',
  });
  cookie = await signUp(server.baseUrl);
});

afterAll(async () => {
  await server?.stop();
  await Promise.all([llm.close(), elevenLabs.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function generate() {
  const response = await call(server.baseUrl, cookie, 'POST', '/api/speeches/generate', SHORT_SPEECH);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; content: string; shaping: { writer: string } | null };
}

// The local writer's short speech is 140–280 words and names the user's situation; the LLM double's
// canned answer is two sentences, so a speech like this can only have come from the fallback.
function expectWholeLocalSpeech({ content, shaping }: Awaited<ReturnType<typeof generate>>) {
  expect(shaping?.writer).toBe('local'); // 'Why this speech' names the writer that really wrote it
  const words = content.split(/\s+/).filter(Boolean).length;
  expect(words).toBeGreaterThanOrEqual(140);
  expect(words).toBeLessThanOrEqual(280);
  expect(content.toLowerCase()).toContain('interview');
}

describe('provider faults in a running server', () => {
  it('writes the speech locally when the LLM times out, and when it answers 500', async () => {
    const afterTimeout = await generate();
    expectWholeLocalSpeech(afterTimeout);
    llm.setBehaviour({ kind: 'fail' });
    const afterError = await generate();
    expectWholeLocalSpeech(afterError);
    // The LLM was asked to write both times (it is also asked, unstreamed, for the crisis screen's second opinion).
    expect(llm.requests.filter((request) => request.body.stream === true)).toHaveLength(2);
    // The server's log reaches this process through a pipe, so the second line may still be on its way.
    await expect
      .poll(() => server.logs.join('').match(/LLM writer failed; falling back to the local writer/g)?.length)
      .toBe(2);
  });

  it('speaks with the local voice when the premium voice provider errors', async () => {
    const speech = await generate();
    const voicesBefore = (await (await fetch(`${server.baseUrl}/api/voices`)).json()) as {
      voices: { id: string; provider: string }[];
    };
    const voice = voicesBefore.voices[0];
    expect(voice?.provider).toBe('elevenlabs');
    const response = await call(
      server.baseUrl,
      cookie,
      'GET',
      `/api/speeches/${speech.id}/audio.mp3?voice=${voice?.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const mp3 = new Uint8Array(await response.arrayBuffer());
    // Valid MP3 frames from start to end, about as long as ~140–280 words take to say.
    expect(summariseMp3(mp3).seconds).toBeGreaterThan(30);
    expect(server.logs.join('')).toContain('voice provider failed; using the local voice');
    // From then on the voices are described as what is heard: the local ones, not premium.
    const after = (await (await fetch(`${server.baseUrl}/api/voices`)).json()) as typeof voicesBefore;
    expect(after.voices.map((v) => v.provider)).toEqual(after.voices.map(() => 'local'));
    expect(after.voices.map((v) => v.id)).toEqual(voicesBefore.voices.map((v) => v.id));
  });

  it('starts the overlay over when the LLM fails mid-speech: its words are cleared, then the local speech', async () => {
    // Its first sentence is whole (so the output check lets it through) before the connection drops.
    const opening = 'Only the model says this.';
    const rest =
      'And then it carries on for a good while longer, one word after another, until the line goes dead.';
    llm.setBehaviour({ kind: 'answer', text: `${opening} ${rest}`, chunks: 6, delayMs: 100, dropAfter: 3 });
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.addInitScript(slowSpeechStream); // the events arrive slowly enough to watch them
    await signUpIn(page, 'Ria');
    await page.goto('/');
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByLabel('What are you facing?').fill(SHORT_SPEECH.context);
    // Every text the overlay's log shows, as it changes (the LLM's words are there only briefly).
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { seen });
      new MutationObserver(() => {
        const log = document.querySelector('[data-testid="streamed-speech"]');
        if (log?.textContent && log.textContent !== seen.at(-1)) seen.push(log.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    const overlay = page.getByRole('dialog', { name: 'Creating Your Speech' });
    await overlay.getByText("The first draft didn't work out, so I'm starting again from the top.").waitFor();
    await page.getByText('Speech Generated!').first().waitFor();
    // The LLM's first sentence showed; the restart cleared it, and the local speech was written afresh.
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const shown = seen.findIndex((text) => text.includes(opening));
    expect(shown).toBeGreaterThanOrEqual(0);
    const after = seen.slice(shown + 1);
    expect(after.some((text) => text.toLowerCase().includes('interview'))).toBe(true);
    expect(
      after
        .filter((text) => text.toLowerCase().includes('interview'))
        .every((text) => !text.includes(opening)),
    ).toBe(true);
    await page.getByText('Speech Generated!').first().waitFor();
    expect(await page.getByRole('tabpanel', { name: 'Text Output' }).textContent()).not.toContain(opening);
    expect(server.logs.join('')).toContain('LLM writer failed mid-speech; the speech restarts');
    await page.close();
  });
});
