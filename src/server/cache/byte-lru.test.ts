import { describe, expect, it } from 'vitest';
import { ByteLru, stringBytes } from './byte-lru';

describe('ByteLru', () => {
  it('drops the least recently used entries once the bytes pass the bound', () => {
    const cache = new ByteLru<string, string>(100, stringBytes);
    cache.set('a', 'x'.repeat(20));
    cache.set('b', 'x'.repeat(20));
    cache.get('a'); // a is now more recent than b
    cache.set('c', 'x'.repeat(20));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80, maxBytes: 100 });
  });

  it('counts a replaced entry once, and never keeps one heavier than the bound', () => {
    const cache = new ByteLru<string, string>(100, stringBytes);
    cache.set('a', 'x'.repeat(10));
    cache.set('a', 'x'.repeat(30));
    expect(cache.size.bytes).toBe(60);
    cache.set('huge', 'x'.repeat(51));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 60, maxBytes: 100 });
  });
});
