import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsAudioStore } from './fs-audio-store';

const root = mkdtempSync(path.join(tmpdir(), 'uplift-audio-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createFsAudioStore', () => {
  it('stores, finds and reads back bytes, whole or a byte range', async () => {
    const store = createFsAudioStore(path.join(root, 'a'));
    expect(await store.has('abc')).toBe(false);
    expect(await store.size('abc')).toBeNull();
    expect(await store.get('abc')).toBeNull();
    await store.put('abc', Buffer.from('hello audio'));
    expect(await store.has('abc')).toBe(true);
    expect(await store.size('abc')).toBe(11);
    expect(Buffer.from((await store.get('abc')) ?? []).toString()).toBe('hello audio');
    expect(await text(store.createReadStream('abc'))).toBe('hello audio');
    expect(await text(store.createReadStream('abc', { start: 6, end: 10 }))).toBe('audio');
  });

  it('leaves only the final file: the temporary one is renamed into place', async () => {
    const dir = path.join(root, 'b');
    const store = createFsAudioStore(dir);
    await Promise.all([store.put('same', Buffer.from('one')), store.put('same', Buffer.from('two'))]);
    expect(readdirSync(dir)).toEqual(['same']);
    expect(['one', 'two']).toContain(Buffer.from((await store.get('same')) ?? []).toString());
  });

  it('refuses keys that could leave its directory', async () => {
    const store = createFsAudioStore(path.join(root, 'c'));
    for (const key of ['../escape', '.hidden', 'a/b', '', 'x'.repeat(200)]) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid audio key/);
    }
    expect(() => store.createReadStream('../x')).toThrow(/invalid audio key/);
  });
});

describe('a bounded store', () => {
  it('keeps under its size by deleting the least recently used files, indexing what was there before', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'uplift-bounded-store-'));
    try {
      const kilobyte = new Uint8Array(1024);
      const before = createFsAudioStore(dir);
      await before.put('old', kilobyte); // written before this process started
      const store = createFsAudioStore(dir, { maxBytes: 3 * 1024 });
      await store.put('a', kilobyte);
      await store.put('b', kilobyte);
      await store.get('old'); // read recently: 'a' is now the least recently used
      await store.put('c', kilobyte);
      expect(readdirSync(dir).sort()).toEqual(['b', 'c', 'old']);
      await store.delete('b');
      await store.put('d', kilobyte);
      await store.put('e', kilobyte);
      // 'old' was read before c, d and e were written: it is now the least recently used.
      expect(readdirSync(dir).sort()).toEqual(['c', 'd', 'e']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
