import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const bytes = (n: number) => Buffer.alloc(n, 'x');

describe('AnswerCache', () => {
  it('answers only for the version an entry was made for', () => {
    const cache = new AnswerCache(1000);
    cache.set('ada', 'v1', bytes(10));
    expect(cache.get('ada', 'v1')?.length).toBe(10);
    expect(cache.get('ada', 'v2')).toBeUndefined();
    cache.set('ada', 'v2', bytes(20));
    expect(cache.get('ada', 'v1')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 20, maxBytes: 1000 });
  });

  it('drops the least recently used entries once the bytes pass the cap, and never keeps an oversize one', () => {
    const cache = new AnswerCache(100);
    cache.set('a', 'v', bytes(40));
    cache.set('b', 'v', bytes(40));
    cache.get('a', 'v'); // a is now more recent than b
    cache.set('c', 'v', bytes(40));
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBeDefined();
    expect(cache.get('c', 'v')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80, maxBytes: 100 });

    cache.set('huge', 'v', bytes(101));
    expect(cache.get('huge', 'v')).toBeUndefined();
    expect(cache.size.bytes).toBe(80);
  });
});
