import { describe, expect, it } from 'vitest';
import { cacheSize } from './sized-lru';
import { createSpeechSentences } from './speech-sentences';

const sentence = (characters: number) => 'x'.repeat(characters);

describe('speech sentences', () => {
  it('weighs two bytes a character and lets the least recently used speeches go past the bound', () => {
    const cache = createSpeechSentences(100);
    cache.set(1, [sentence(10), sentence(10)]);
    cache.set(2, [sentence(20)]);
    cache.get(1); // 1 is now more recent than 2
    cache.set(3, [sentence(5), sentence(15)]);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBeDefined();
    expect(cache.get(3)).toBeDefined();
    expect(cacheSize(cache)).toEqual({ entries: 2, bytes: 80, maxBytes: 100 });
  });

  it('keeps no speech heavier than the bound, and keeps a speech with no sentences as one byte', () => {
    const cache = createSpeechSentences(100);
    cache.set(1, [sentence(30)]);
    cache.set(1, [sentence(51)]);
    expect(cache.get(1)).toBeUndefined();
    cache.set(2, []);
    expect(cache.get(2)).toEqual([]);
    expect(cacheSize(cache)).toEqual({ entries: 1, bytes: 1, maxBytes: 100 });
  });
});
