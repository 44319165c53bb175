import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect } from 'vitest';
import { voiceTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { LONG_SPEECH } from '../../../tests/setup/voice/sample-speech';
import type { AudioTimings } from '../../common/audio-timings';
import { splitSentences } from '../../common/sentences';
import { DEFAULT_VOICE_ID } from './catalogue';
import { summariseMp3 } from './mp3-frames';
import type { VoiceService } from './voice-service';

let baseUrl = '';

it.beforeAll(async ({ app }) => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('GET /api/speeches/:id/audio.mp3 while synthesising', () => {
  it('streams the first audio long before the end, keeps the event loop free, then serves ranges', async ({
    app,
    insertSpeech,
    voice,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, LONG_SPEECH);
    const url = `${baseUrl}/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();

    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    let firstAt = 0;
    const health: number[] = [];
    delay.enable();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstAt ||= performance.now() - started;
      chunks.push(value);
      // Mid-synthesis, every few chunks: the health check must not wait behind the synthesis.
      if (chunks.length % 40 === 1) health.push(await timed(`${baseUrl}/api/health`));
    }
    delay.disable();
    const total = performance.now() - started;
    const mp3 = Buffer.concat(chunks);
    const { seconds } = summariseMp3(mp3);
    console.info(
      `streamed ${seconds.toFixed(0)} s of audio: first bytes at ${firstAt.toFixed(0)} ms of ${total.toFixed(0)} ms;` +
        ` /api/health mid-synthesis ${health.map((ms) => ms.toFixed(1)).join(', ')} ms;` +
        ` event-loop delay max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`,
    );
    // Proportions, not clock limits (those are bench/voice.ts's): audio starts early in the synthesis,
    // and a health check mid-synthesis doesn't wait behind it.
    expect(firstAt).toBeLessThan(total * 0.25);
    expect(health.length).toBeGreaterThan(2);
    expect(Math.max(...health)).toBeLessThan(total * 0.1);
    expect(seconds).toBeGreaterThan(500);

    // Once stored (just after the stream ends), the same URL answers ranges with the bytes that were streamed.
    await expect
      .poll(() => voice.isCached({ text: LONG_SPEECH, language: 'en', voiceId: DEFAULT_VOICE_ID, speed: 1 }))
      .toBe(true);
    const range = await fetch(url, { headers: { cookie, range: 'bytes=5000-5999' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(mp3.subarray(5000, 6000))).toBe(true);
    // Nine minutes of audio: its synthesis takes seconds alone, and longer beside another test file.
  }, 90_000);

  it('sends a late listener the same stream from the first byte, synthesised once', async ({
    app,
    insertSpeech,
    voice,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, LONG_SPEECH.slice(0, 3000));
    const url = `${baseUrl}/api/speeches/${speech.id}/audio.mp3?voice=pNInz6obpgDQGcFmaJgB`;
    const syntheses = voice.stats.syntheses;
    const first = await fetch(url, { headers: { cookie } });
    const second = await fetch(url, { headers: { cookie } });
    const [a, b] = await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
    expect(voice.stats.syntheses).toBe(syntheses + 1);
  });
});

describe('GET /api/speeches/:id/audio/timings?so_far=1 (reading along while the audio is made)', () => {
  it('answers at once, starting nothing: the sentences measured so far, growing, then all of them', async ({
    app,
    insertSpeech,
    voice,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, LONG_SPEECH);
    // A voice no other test here makes this text in, so nothing of it is cached.
    const query = 'voice=SAz9YHcvj6GT2YYXdXww';
    const syntheses = voice.stats.syntheses;
    const soFar = async () => {
      const response = await fetch(`${baseUrl}/api/speeches/${speech.id}/audio/timings?${query}&so_far=1`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as AudioTimings;
    };
    // Nothing is being made yet, and asking starts nothing.
    expect(await soFar()).toEqual({ sentences: [], estimated: false, complete: false });
    expect(voice.stats.syntheses).toBe(syntheses);

    const response = await fetch(`${baseUrl}/api/speeches/${speech.id}/audio.mp3?${query}`, {
      headers: { cookie },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const seen: number[] = [];
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      const partial = await soFar();
      if (partial.complete === false) seen.push(partial.sentences.length);
    }
    // Mid-synthesis: some sentences measured, never all, and never fewer than before.
    const total = splitSentences(LONG_SPEECH, 'en').length;
    expect(seen.some((count) => count > 0 && count < total)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    await expect.poll(async () => (await soFar()).complete).toBe(true);
    const whole = await soFar();
    expect(whole.sentences).toHaveLength(total);
    expect(whole.sentences.map(({ text }) => text)).toEqual(splitSentences(LONG_SPEECH, 'en'));
    expect(voice.stats.syntheses).toBe(syntheses + 1);
  }, 90_000);
});

describe('GET /api/speeches/:id/audio.mp3?from=k (a seek past the audio made so far)', () => {
  it('streams the speech from sentence k, the same bytes as the whole audio from there, not stored', async ({
    app,
    insertSpeech,
    voice,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, LONG_SPEECH.slice(0, 3000));
    const sentences = splitSentences(speech.content, 'en');
    const from = Math.floor(sentences.length * 0.6);
    const url = `${baseUrl}/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`;
    const request = { text: speech.content, language: 'en', voiceId: DEFAULT_VOICE_ID, speed: 1 };

    const syntheses = voice.stats.syntheses;
    const part = await fetch(`${url}&from=${from}`, { headers: { cookie } });
    expect(part.status).toBe(200);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(part.headers.get('cache-control')).toBe('no-store');
    const rest = Buffer.from(await part.arrayBuffer());
    expect(voice.stats.syntheses).toBe(syntheses + 1);
    expect(await voice.isCached(request)).toBe(false);

    // The whole audio ends with exactly those bytes (each sentence is its own MP3 frames), and they
    // play from where the timings put sentence k.
    const whole = Buffer.from(await (await fetch(url, { headers: { cookie } })).arrayBuffer());
    expect(whole.subarray(whole.length - rest.length).equals(rest)).toBe(true);
    expect(rest.length).toBeLessThan(whole.length * 0.6);
    const timings = (await (
      await fetch(`${baseUrl}/api/speeches/${speech.id}/audio/timings?voice=${DEFAULT_VOICE_ID}`, {
        headers: { cookie },
      })
    ).json()) as AudioTimings;
    const startOfK = timings.sentences[from]?.start ?? Number.NaN;
    expect(summariseMp3(rest).seconds).toBeCloseTo(summariseMp3(whole).seconds - startOfK, 0);

    // Past the last sentence there is nothing to play; a malformed one is refused.
    expect((await fetch(`${url}&from=${sentences.length}`, { headers: { cookie } })).status).toBe(416);
    expect((await fetch(`${url}&from=-1`, { headers: { cookie } })).status).toBe(400);
  });
});

/** Resolves once the voice has nothing running or waiting; fails after `withinMs`. */
async function idleWithin(voice: VoiceService, withinMs: number) {
  const began = performance.now();
  while (performance.now() - began < withinMs) {
    const { running, waiting } = voice.workload();
    if (running === 0 && waiting === 0) return;
    await sleep(20);
  }
  throw new Error(`the voice is still busy after ${withinMs} ms: ${JSON.stringify(voice.workload())}`);
}

describe('audio requests whose listener leaves, and too much audio at once', () => {
  it('stops synthesising when the player disconnects, from the stream or the whole-file route', async ({
    app,
    insertSpeech,
    voice,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, `Dropped. ${LONG_SPEECH}`);
    const left = new AbortController();
    const response = await fetch(`${baseUrl}/api/speeches/${speech.id}/audio.mp3`, {
      headers: { cookie },
      signal: left.signal,
    });
    await (response.body as ReadableStream<Uint8Array>).getReader().read();
    left.abort();
    await idleWithin(voice, 3000);
    expect(
      await voice.isCached({ text: speech.content, language: 'en', voiceId: DEFAULT_VOICE_ID, speed: 1 }),
    ).toBe(false);

    const whole = await insertSpeech(user.id, `Whole file, dropped. ${LONG_SPEECH}`);
    const gone = new AbortController();
    const request = fetch(`${baseUrl}/api/speeches/${whole.id}/audio`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
      signal: gone.signal,
    }).catch(() => null);
    await expect.poll(() => voice.workload().running, { interval: 10 }).toBe(1);
    gone.abort();
    await request;
    await idleWithin(voice, 3000);
  });

  it('answers 429 with Retry-After when one person queues more audio than allowed', async ({
    app,
    insertSpeech,
    voice,
  }) => {
    const { cookie, user } = await signUp(app);
    const leave = new AbortController();
    const open = async (n: number) => {
      const speech = await insertSpeech(user.id, `Queue ${n}. ${LONG_SPEECH}`);
      return fetch(`${baseUrl}/api/speeches/${speech.id}/audio.mp3`, {
        headers: { cookie },
        signal: leave.signal,
      });
    };
    // Three long speeches (~10 minutes of audio each) are let in; a fourth would pass 40 minutes.
    for (const n of [1, 2, 3]) expect((await open(n)).status).toBe(200);
    const refused = await open(4);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /audio being prepared.*try again/,
    );
    leave.abort();
    await idleWithin(voice, 3000);
  });
});
