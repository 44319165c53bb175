import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ESTIMATE_TEXT,
  DURATION_OPTIONS,
  durationEstimateText,
  estimateSeconds,
  WORDS_PER_MINUTE,
} from './durations';
import { DURATIONS } from './enums';

describe('DURATION_OPTIONS', () => {
  it('gives each duration its label, minute range and word range', () => {
    expect(DURATION_OPTIONS).toEqual({
      short: { label: 'Quick Boost', minutes: '1-2 min', minWords: 140, maxWords: 280 },
      medium: { label: 'Power Session', minutes: '5-7 min', minWords: 700, maxWords: 980 },
      long: { label: 'Deep Motivation', minutes: '10-15 min', minWords: 1400, maxWords: 2100 },
      extended: { label: 'Transformation', minutes: '15-20 min', minWords: 2100, maxWords: 2800 },
    });
  });

  it('sizes every word range from its minute range at 140 words a minute', () => {
    expect(WORDS_PER_MINUTE).toBe(140);
    for (const duration of DURATIONS) {
      const { minutes, minWords, maxWords } = DURATION_OPTIONS[duration];
      const [low, high] = minutes.replace(' min', '').split('-').map(Number);
      expect(minWords).toBe((low ?? 0) * WORDS_PER_MINUTE);
      expect(maxWords).toBe((high ?? 0) * WORDS_PER_MINUTE);
    }
  });
});

describe('estimateSeconds', () => {
  it('converts words to seconds at 140 words a minute, rounded', () => {
    expect(estimateSeconds(140)).toBe(60);
    expect(estimateSeconds(700)).toBe(300);
    expect(estimateSeconds(1)).toBe(0);
    expect(estimateSeconds(2)).toBe(1);
    expect(estimateSeconds(100)).toBe(43);
  });

  it('returns 0 for no words or nonsense input', () => {
    expect(estimateSeconds(0)).toBe(0);
    expect(estimateSeconds(-50)).toBe(0);
    expect(estimateSeconds(Number.NaN)).toBe(0);
    expect(estimateSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('estimate text', () => {
  it('reads the default estimate before a duration is chosen', () => {
    expect(DEFAULT_ESTIMATE_TEXT).toBe('Est. 2-3 min');
  });

  it('prefixes the duration minutes with Est.', () => {
    expect(durationEstimateText('short')).toBe('Est. 1-2 min');
    expect(durationEstimateText('medium')).toBe('Est. 5-7 min');
    expect(durationEstimateText('long')).toBe('Est. 10-15 min');
    expect(durationEstimateText('extended')).toBe('Est. 15-20 min');
  });
});
