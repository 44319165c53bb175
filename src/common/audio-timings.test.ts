import { describe, expect, it } from 'vitest';
import { estimateSentenceTimings, sentenceAt, speakingSeconds, spreadTimings } from './audio-timings';

describe('audio timings', () => {
  it('finds the sentence being spoken', () => {
    const sentences = [
      { start: 0, end: 2 },
      { start: 2, end: 5 },
      { start: 5, end: 9 },
    ];
    expect(sentenceAt(sentences, 0)).toBe(0);
    expect(sentenceAt(sentences, 1.99)).toBe(0);
    expect(sentenceAt(sentences, 2)).toBe(1);
    expect(sentenceAt(sentences, 8)).toBe(2);
    expect(sentenceAt(sentences, 50)).toBe(2);
    expect(sentenceAt([{ start: 0.5 }], 0.1)).toBeNull();
    expect(sentenceAt([], 3)).toBeNull();
  });

  it('spreads a length over the sentences by their characters', () => {
    expect(spreadTimings(['abc', 'a'], 8)).toEqual([
      { index: 0, text: 'abc', start: 0, end: 6 },
      { index: 1, text: 'a', start: 6, end: 8 },
    ]);
    expect(spreadTimings([], 8)).toEqual([]);
  });

  it('estimates at the speaking rate, slower for a slower voice', () => {
    const words = Array.from({ length: 140 }, () => 'word').join(' ');
    expect(speakingSeconds(words)).toBe(60);
    expect(estimateSentenceTimings([words], 0.5).at(-1)?.end).toBe(120);
  });
});
