import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Double, startS3Double } from '../../../../tests/doubles/s3-api';
import { DEFAULT_VOICE_ID } from '../catalogue';
import { createVoiceService } from '../voice-service';
import type { AudioStore } from './audio-store';
import { createFsAudioStore } from './fs-audio-store';
import { createS3AudioStore } from './s3-store';

const root = mkdtempSync(path.join(tmpdir(), 'uplift-s3-store-'));
const credentials = { bucket: 'uplift', accessKeyId: 'test-key', secretAccessKey: 'test-secret' };
let double: S3Double;
const s3Store = (options: { bucket?: string; prefix?: string } = {}) =>
  createS3AudioStore({ endpoint: double.endpoint, ...credentials, ...options });

beforeAll(async () => {
  double = await startS3Double({ bucket: 'uplift' });
});
afterAll(async () => {
  await double.close();
  rmSync(root, { recursive: true, force: true });
});

// The same contract for both stores, so the S3 one can stand in for the filesystem one.
describe.each([
  ['filesystem', () => createFsAudioStore(path.join(root, 'fs'))],
  ['S3', () => s3Store()],
] as [string, () => AudioStore][])('the %s audio store', (_name, create) => {
  it('stores, finds and reads back bytes, whole or a byte range', async () => {
    const store = create();
    expect(await store.has('abc1')).toBe(false);
    await store.put('abc1', Buffer.from('hello audio'));
    expect(await store.has('abc1')).toBe(true);
    expect(await store.size('abc1')).toBe(11);
    expect(Buffer.from((await store.get('abc1')) ?? []).toString()).toBe('hello audio');
    expect(await text(store.createReadStream('abc1'))).toBe('hello audio');
    expect(await text(store.createReadStream('abc1', { start: 6, end: 10 }))).toBe('audio');
    expect(await text(store.createReadStream('abc1', { start: 0, end: 0 }))).toBe('h');
    expect(await text(store.createReadStream('abc1', { start: 6, end: 99 }))).toBe('audio');
    expect(await text(store.createReadStream('abc1', { start: 20, end: 30 }))).toBe('');
  });

  it('round-trips binary audio and its timings beside it; a second put replaces the first', async () => {
    const store = create();
    const mp3 = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put('beef', Buffer.from('older'));
    await store.put('beef', mp3);
    await store.put('beef.timings.json', Buffer.from('{"sentences":[]}'));
    expect(Buffer.from((await store.get('beef')) ?? [])).toEqual(mp3);
    expect(await buffer(store.createReadStream('beef', { start: 65_000, end: 69_999 }))).toEqual(
      mp3.subarray(65_000, 70_000),
    );
    expect(await store.size('beef.timings.json')).toBe(16);
  });

  it('answers a missing key with false, null, and a stream that fails with ENOENT', async () => {
    const store = create();
    expect(await store.has('dead')).toBe(false);
    expect(await store.size('dead')).toBeNull();
    expect(await store.get('dead')).toBeNull();
    await expect(text(store.createReadStream('dead'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys that could leave its directory or prefix', async () => {
    const store = create();
    for (const key of ['../escape', '.hidden', 'a/b', '', 'a'.repeat(200)]) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid audio key/);
      await expect(store.has(key)).rejects.toThrow(/invalid audio key/);
    }
    expect(() => store.createReadStream('../x')).toThrow(/invalid audio key/);
  });
});

describe('createS3AudioStore', () => {
  it('keeps every object under its prefix, typed, and reads ranges with a Range header', async () => {
    const store = s3Store({ prefix: 'cache/audio/' });
    await store.put('c0ffee', Buffer.from('mp3 bytes'));
    await store.put('c0ffee.timings.json', Buffer.from('{}'));
    expect(double.objects.get('cache/audio/c0ffee')?.toString()).toBe('mp3 bytes');
    const puts = double.requests.filter((r) => r.method === 'PUT' && r.key.startsWith('cache/'));
    expect(puts.map((r) => r.headers['content-type'])).toEqual(['audio/mpeg', 'application/json']);
    expect(puts[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
    for (const key of ['c0ffee/../../x', 'C0FFEE', 'xyz']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid audio key/);
    }
    expect(
      [...double.objects.keys()].every((key) => key.startsWith('audio/') || key.startsWith('cache/')),
    ).toBe(true);
    await text(store.createReadStream('c0ffee', { start: 4, end: 8 }));
    expect(double.requests.at(-1)).toMatchObject({ method: 'GET', headers: { range: 'bytes=4-8' } });
  });

  it('reports a missing bucket as an error, not as a cache miss', async () => {
    const store = s3Store({ bucket: 'elsewhere' });
    await expect(store.get('abc1')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(store.put('abc1', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('caches synthesised audio in the bucket: the second request is a cache hit', async () => {
    const store = s3Store({ prefix: 'voice/' });
    const voice = createVoiceService({ dataDir: path.join(root, 'voice'), store, workers: 1 });
    try {
      const request = { text: 'Cached in a bucket.', language: 'en', voiceId: DEFAULT_VOICE_ID, speed: 1 };
      const first = Buffer.from(await voice.audio(request, { owner: 'user-1' }));
      const second = Buffer.from(await voice.audio(request, { owner: 'user-1' }));
      expect(second).toEqual(first);
      expect(voice.stats).toMatchObject({ syntheses: 1, cacheHits: 1 });
      const stored = [...double.objects.keys()].filter((key) => key.startsWith('voice/'));
      expect(stored.filter((key) => !key.endsWith('.timings.json'))).toHaveLength(1);
      expect(stored).toHaveLength(2); // and its sentence timings beside it
      const [audioKey] = stored.filter((key) => !key.endsWith('.json'));
      expect(double.objects.get(audioKey ?? '')).toEqual(first);
    } finally {
      await voice.close();
    }
  }, 60_000);
});

describe('the S3 test double', () => {
  it('refuses unsigned requests with an AccessDenied XML error', async () => {
    const response = await fetch(`${double.endpoint}/uplift/audio/abc1`);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/<Code>AccessDenied<\/Code>/);
  });

  it('answers a missing key with the NoSuchKey XML error', async () => {
    const signed = { authorization: 'AWS4-HMAC-SHA256 Credential=x' };
    const response = await fetch(`${double.endpoint}/uplift/audio/none`, { headers: signed });
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(
      /<Error><Code>NoSuchKey<\/Code><Message>The specified key does not exist.<\/Message><Key>audio\/none<\/Key>/,
    );
  });
});
