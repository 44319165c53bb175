import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElevenLabsDouble, startElevenLabsDouble } from '../../../tests/doubles/elevenlabs';
import { DEFAULT_VOICE_ID } from './catalogue';
import { summariseMp3 } from './mp3-frames';
import { collect, SAMPLE_SPEECH } from './testing/sample-speech';
import { createVoiceService, type VoiceService } from './voice-service';

const root = mkdtempSync(path.join(tmpdir(), 'uplift-voice-'));
const dataDir = (name: string) => path.join(root, name);
const request = (text: string, voiceId: string = DEFAULT_VOICE_ID) => ({ text, voiceId, speed: 1 });

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
  return Buffer.from(await voice.audio(request(text, voiceId)));
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
    const source = await voice.open(request(text));
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
    const timings = await local.timings(request('First sentence here. Second sentence there!'));
    expect(timings.estimated).toBe(false);
    expect(timings.sentences.map((s) => s.text)).toEqual(['First sentence here.', 'Second sentence there!']);
    // A new process on the same data directory finds both.
    const again = service({ dataDir: dataDir('local') });
    expect(await again.timings(request('First sentence here. Second sentence there!'))).toEqual(timings);
    expect(again.stats.syntheses).toBe(0);
  });

  it('speaks with ElevenLabs when its key is set, estimating timings', async () => {
    const voice = service({
      dataDir: dataDir('elevenlabs'),
      elevenLabsApiKey: 'good-key',
      elevenLabsBaseUrl: double.baseUrl,
    });
    expect(voice.engine).toBe('elevenlabs');
    expect(voice.voices[0]).toMatchObject({ provider: 'elevenlabs', accent: 'Premium' });
    const mp3 = await readAll(voice, SAMPLE_SPEECH);
    expect(summariseMp3(mp3).sampleRate).toBe(44100);
    const timings = await voice.timings(request(SAMPLE_SPEECH));
    expect(timings.estimated).toBe(true);
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
    expect((await voice.timings(request(text))).estimated).toBe(false);
    expect(await readAll(voice, text)).toEqual(mp3); // remembered for a while: no new provider call
    expect(voice.stats.fallbacks).toBe(1);
    expect(double.requests.length).toBe(before);
  });

  it('refuses a remote engine without its key', () => {
    expect(() => createVoiceService({ dataDir: root, engine: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => createVoiceService({ dataDir: root, engine: 'elevenlabs' })).toThrow(/ELEVENLABS_API_KEY/);
  });

  it('streams a live synthesis to a reader that joins late, from the first byte', async () => {
    const voice = local;
    const before = voice.stats.syntheses;
    const text = SAMPLE_SPEECH.split('\n\n').slice(0, 3).join('\n\n');
    const first = await voice.open(request(text));
    if (first.kind !== 'live') throw new Error('expected a live synthesis');
    const reader = first.read();
    await reader.next();
    const late = await voice.open(request(text));
    expect(late.kind).toBe('live');
    const lateBytes = late.kind === 'live' ? await collect(late.read()) : Buffer.alloc(0);
    expect(await first.stored).toMatch(/^[0-9a-f]{64}$/);
    expect(lateBytes).toEqual(Buffer.from(await voice.audio(request(text))));
    expect(voice.stats.syntheses).toBe(before + 1);
    await reader.return(undefined);
  });
});
