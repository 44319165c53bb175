import type { Duration } from './enums';

export type DurationOption = { label: string; minutes: string; minWords: number; maxWords: number };

// Spoken at about 140 words a minute, so the word ranges follow from the minute ranges.
export const WORDS_PER_MINUTE = 140;

export const DURATION_OPTIONS: Record<Duration, DurationOption> = {
  short: { label: 'Quick Boost', minutes: '1-2 min', minWords: 140, maxWords: 280 },
  medium: { label: 'Power Session', minutes: '5-7 min', minWords: 700, maxWords: 980 },
  long: { label: 'Deep Motivation', minutes: '10-15 min', minWords: 1400, maxWords: 2100 },
  extended: { label: 'Transformation', minutes: '15-20 min', minWords: 2100, maxWords: 2800 },
};

/**
 * The words a speech aims for: the middle of the duration's range, moved by the length the person has
 * rated well (`lengthBias`, -1 to 1): -1 lands a tenth of the way into the range, +1 nine tenths, never on
 * the edge.
 */
export function targetWords(duration: Duration, lengthBias: number): number {
  const { minWords, maxWords } = DURATION_OPTIONS[duration];
  const bias = Number.isFinite(lengthBias) ? Math.min(1, Math.max(-1, lengthBias)) : 0;
  return Math.round(minWords + (maxWords - minWords) * (0.5 + 0.4 * bias));
}

export const DEFAULT_ESTIMATE_TEXT = 'Est. 2-3 min';

export function estimateSeconds(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 0;
  return Math.round((wordCount / WORDS_PER_MINUTE) * 60);
}

export function durationEstimateText(duration: Duration): string {
  return `Est. ${DURATION_OPTIONS[duration].minutes}`;
}
