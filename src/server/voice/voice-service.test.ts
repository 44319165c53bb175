import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElevenLabsDouble, startElevenLabsDouble } from '../../../tests/doubles/elevenlabs';
import { collect, LONG_SPEECH, SAMPLE_SPEECH } from '../../../tests/setup/voice/sample-speech';
import { DEFAULT_VOICE_ID } from './catalogue';
import { SynthesisCancelledError } from './live-synthesis';
import { summariseMp3 } from './mp3-frames';
import { createVoiceService, type VoiceService } from './voice-service';

const root = mkdtempSync(path.join(tmpdir(), 'uplift-voice-'));
const dataDir = (name: string) => path.join(root, name);
const request = (text: string, voiceId: string = DEFAULT_VOICE_ID) => ({
  text,
  language: 'en',
  voiceId,
  speed: 1,
});
const listener = { owner: 'user-1' };

let double: ElevenLabsDouble;
let local: VoiceService;
const services: VoiceService[] = [];
const service = (options: Parameters<typeof createVoiceService>[0]) => {
  const created = createVoiceService({ workers: 1, ...options });
  services.push(created);
  return created;
};

beforeAll(async () => {
  double = await startElevenLabsDouble({ apiKey: 'good-key' });
  local = service({ dataDir: dataDir('local') });
});
afterAll(async () => {
  await Promise.all(services.map((s) => s.close()));
  await double.close();
  rmSync(root, { recursive: true, force: true });
});

async function readAll(voice: VoiceService, text: string, voiceId?: string): Promise<Buffer> {
  return Buffer.from(await voice.audio(request(text, voiceId), listener));
}

describe('createVoiceService', () => {
  it('speaks with the local engine by default, and serves a second request from the cache', async () => {
    const voice = local;
    expect(voice.engine).toBe('local');
    expect(voice.voices.map((v) => v.provider)).toEqual(Array(6).fill('local'));
    const text = 'A first sentence to cache. And a second one.';
    expect(await voice.isCached(request(text))).toBe(false);
    const first = await readAll(voice, text);
    expect(voice.stats.syntheses).toBe(1);
    expect(await voice.isCached(request(text))).toBe(true);
    const source = await voice.open(request(text), listener);
    expect(source.kind).toBe('cached');
    expect(await readAll(voice, text)).toEqual(first);
    expect(voice.stats).toMatchObject({ syntheses: 1, cacheHits: 2 });
    // Another voice is other audio.
    await readAll(voice, text, 'TxGEqnHWrfWFTfGW9XJb');
    expect(voice.stats.syntheses).toBe(2);
  });

  it('synthesises once for concurrent requests, which all get the same bytes', async () => {
    const voice = local;
    const before = voice.stats.syntheses;
    const text = 'Two listeners, one synthesis. Both hear every byte.';
    const [a, b, c] = await Promise.all([readAll(voice, text), readAll(voice, text), readAll(voice, text)]);
    expect(voice.stats.syntheses).toBe(before + 1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    summariseMp3(a);
  });

  it('measures sentence timings with the local engine and keeps them with the audio', async () => {
    const timings = await local.timings(request('First sentence here. Second sentence there!'), listener);
    expect(timings.estimated).toBe(false);
    expect(timings.sentences.map((s) => s.text)).toEqual(['First sentence here.', 'Second sentence there!']);
    // A new process on the same data directory finds both.
    const again = service({ dataDir: dataDir('local') });
    expect(await again.timings(request('First sentence here. Second sentence there!'), listener)).toEqual(
      timings,
    );
    expect(again.stats.syntheses).toBe(0);
  });

  it('speaks with ElevenLabs when its key is set, with the timings it measured', async () => {
    const voice = service({
      dataDir: dataDir('elevenlabs'),
      elevenLabsApiKey: 'good-key',
      elevenLabsBaseUrl: double.baseUrl,
    });
    expect(voice.engine).toBe('elevenlabs');
    expect(voice.voices[0]).toMatchObject({ provider: 'elevenlabs', accent: 'Premium' });
    const mp3 = await readAll(voice, SAMPLE_SPEECH);
    expect(summariseMp3(mp3).sampleRate).toBe(44100);
    const timings = await voice.timings(request(SAMPLE_SPEECH), listener);
    expect(timings.estimated).toBe(false);
    expect(timings.sentences.every(({ words }) => words !== undefined && words.length > 0)).toBe(true);
    expect(timings.sentences.at(-1)?.end).toBeCloseTo(summariseMp3(mp3).seconds, 2);
    expect(voice.stats.syntheses).toBe(1);
  });

  it('falls back to the local voice when the provider fails before any audio, and retries it later', async () => {
    const logged: string[] = [];
    const voice = service({
      dataDir: dataDir('fallback'),
      elevenLabsApiKey: 'revoked-key',
      elevenLabsBaseUrl: double.baseUrl,
      logger: { error: (_details, message) => logged.push(message) },
    });
    const before = double.requests.length;
    const text = 'The provider is down. The local voice speaks instead.';
    const mp3 = await readAll(voice, text);
    expect(summariseMp3(mp3)).toMatchObject({ sampleRate: 22050, bitrateKbps: 64 }); // the local engine's MP3
    expect(voice.stats.fallbacks).toBe(1);
    expect(logged).toEqual(['voice provider failed; using the local voice']);
    expect((await voice.timings(request(text), listener)).estimated).toBe(false);
    expect(await readAll(voice, text)).toEqual(mp3); // remembered for a while: no new provider call
    expect(voice.stats.fallbacks).toBe(1);
    expect(double.requests.length).toBe(before);
  });

  it('describes the voices as local while the provider fails, and as premium again once it speaks', async () => {
    const provider = await startElevenLabsDouble({ apiKey: 'old-key' });
    try {
      const voice = service({
        dataDir: dataDir('failing'),
        elevenLabsApiKey: 'new-key',
        elevenLabsBaseUrl: provider.baseUrl,
      });
      const providers = () => [...new Set(voice.voices.map((v) => v.provider))];
      expect(providers()).toEqual(['elevenlabs']);
      await readAll(voice, 'The key was revoked. The local voice answers.');
      expect(providers()).toEqual(['local']);
      expect(voice.voices[0]?.accent).not.toBe('Premium');
      provider.acceptKey('new-key');
      await readAll(voice, 'The key works again. The premium voice is back.');
      expect(providers()).toEqual(['elevenlabs']);
    } finally {
      await provider.close();
    }
  });

  it('refuses a remote engine without its key', () => {
    expect(() => createVoiceService({ dataDir: root, engine: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => createVoiceService({ dataDir: root, engine: 'elevenlabs' })).toThrow(/ELEVENLABS_API_KEY/);
  });

  it('streams a live synthesis to a reader that joins late, from the first byte', async () => {
    const voice = local;
    const before = voice.stats.syntheses;
    const text = SAMPLE_SPEECH.split('\n\n').slice(0, 3).join('\n\n');
    const first = await voice.open(request(text), listener);
    if (first.kind !== 'live') throw new Error('expected a live synthesis');
    const reader = first.read();
    await reader.next();
    const late = await voice.open(request(text), listener);
    expect(late.kind).toBe('live');
    const lateBytes = late.kind === 'live' ? await collect(late.read()) : Buffer.alloc(0);
    expect(await first.stored).toMatch(/^[0-9a-f]{64}$/);
    expect(lateBytes).toEqual(Buffer.from(await voice.audio(request(text), listener)));
    expect(voice.stats.syntheses).toBe(before + 1);
    await reader.return(undefined);
  });
});

/** Waits until the local voice has nothing running or waiting; how long that took, in ms. */
async function untilIdle(voice: VoiceService, withinMs: number): Promise<number> {
  const began = performance.now();
  for (;;) {
    const { running, waiting } = voice.workload();
    if (running === 0 && waiting === 0) return performance.now() - began;
    if (performance.now() - began > withinMs)
      throw new Error(`still busy: ${running} running, ${waiting} waiting`);
    await sleep(20);
  }
}

const live = (source: Awaited<ReturnType<VoiceService['open']>>) => {
  if (source.kind !== 'live') throw new Error('expected a live synthesis');
  return source;
};

describe('syntheses nobody is listening to, and fairness between people', () => {
  it('stops a synthesis soon after its last listener leaves, and stores nothing', async () => {
    const voice = local;
    const text = `Left after the first sentence. ${LONG_SPEECH}`;
    const source = live(await voice.open(request(text), listener));
    const left = new AbortController();
    const reader = source.read(left.signal);
    await reader.next(); // the first sentence's audio, then the listener goes away mid-wait
    const pending = reader.next();
    left.abort();
    expect((await pending).done).toBe(true);
    await expect(source.stored).rejects.toBeInstanceOf(SynthesisCancelledError);
    await untilIdle(voice, 2000);
    expect(await voice.isCached(request(text))).toBe(false);
  });

  it('keeps a synthesis going while anyone still listens, and finishes one that is nearly done', async () => {
    const voice = local;
    const text = `Two people, one leaves. ${SAMPLE_SPEECH}`;
    const source = live(await voice.open(request(text), listener));
    const leaving = new AbortController();
    const early = source.read(leaving.signal);
    await early.next();
    const staying = collect(source.read());
    leaving.abort();
    await early.next();
    expect((await staying).length).toBeGreaterThan(0);
    expect(await source.stored).toMatch(/^[0-9a-f]{64}$/);
    expect(await voice.isCached(request(text))).toBe(true);

    // Ten equal sentences; the only listener leaves after nine of them.
    const nearlyDone = Array.from({ length: 10 }, (_, i) => `This is sentence number ${i + 1} of ten.`).join(
      ' ',
    );
    const last = live(await voice.open(request(nearlyDone), listener));
    const gone = new AbortController();
    let heard = 0;
    for await (const _ of last.read(gone.signal)) {
      heard += 1;
      if (heard === 9) gone.abort();
    }
    expect(await last.stored).toMatch(/^[0-9a-f]{64}$/);
    expect(await voice.isCached(request(nearlyDone))).toBe(true);
  });

  it("starts another person's audio after at most one sentence of someone else's twenty syntheses", async () => {
    const voice = local;
    await voice.ready();
    const flooder = { owner: 'flooder' };
    let flooderChunks = 0;
    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        voice.open(request(`Flood number ${i}. ${SAMPLE_SPEECH}`), flooder),
      ),
    );
    const connections = flood.map(() => new AbortController());
    const listening = flood.map(async (source, i) => {
      for await (const _ of live(source).read(connections[i]?.signal)) flooderChunks += 1;
    });
    const before = flooderChunks;
    const other = live(await voice.open(request('Someone else. Just two sentences.'), { owner: 'other' }));
    await other.read().next();
    // Turns: the flooder's sentence on the worker goes first (and one whose audio was on its way). In
    // arrival order, all twenty of their first sentences would.
    expect(flooderChunks - before).toBeLessThanOrEqual(2);
    for (const connection of connections) connection.abort();
    await Promise.all(listening);
    await untilIdle(voice, 3000);
  });

  it("caps one person's waiting audio (429 with when to retry) without touching anyone else's", async () => {
    const voice = local;
    const capped = { owner: 'capped' };
    const leave = new AbortController();
    // Three long speeches, ~10 minutes each at 140 words a minute; a fourth would pass 40 minutes.
    const opened = await Promise.all(
      [1, 2, 3].map((n) => voice.open(request(`Queue ${n}. ${LONG_SPEECH}`), capped)),
    );
    const listening = opened.map((source) => collect(live(source).read(leave.signal)));
    const refused = voice.open(request(`One too many. ${LONG_SPEECH}`), capped);
    await expect(refused).rejects.toMatchObject({
      statusCode: 429,
      options: { retryAfter: expect.any(Number) },
    });
    await expect(refused).rejects.toThrow(/try again in \d+ seconds?/);
    const elsewhere = live(
      await voice.open(request(`Not capped. ${SAMPLE_SPEECH}`), { owner: 'someone-else' }),
    );
    const reader = elsewhere.read(leave.signal);
    expect((await reader.next()).done).toBe(false);
    leave.abort();
    // Everyone leaves, this listener too, so that nothing is left to synthesise.
    await reader.return(undefined);
    await Promise.all(listening);
    await untilIdle(voice, 3000);
    // Once their queue has gone, they can start again.
    const again = live(await voice.open(request(`One too many. ${LONG_SPEECH}`), capped));
    const stop = new AbortController();
    await again.read(stop.signal).next();
    stop.abort();
  });
});
