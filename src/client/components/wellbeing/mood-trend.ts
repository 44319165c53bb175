import { MOOD_MAX, MOOD_MIN } from '../../../common/limits';

// The mood trend's data and words, kept apart from the SVG so they can be unit-tested.

export const TREND_ENTRIES = 14;

export const TREND_SERIES = [
  { key: 'energy', label: 'Energy' },
  { key: 'stress', label: 'Stress' },
  { key: 'motivation', label: 'Motivation' },
] as const;
export type TrendKey = (typeof TREND_SERIES)[number]['key'];

export type TrendEntry = { id: number; createdAt: string } & Record<TrendKey, number>;

/** The last 14 check-ins, oldest first, from the API's newest-first list. */
export function trendWindow<T extends TrendEntry>(newestFirst: readonly T[]): T[] {
  return newestFirst.slice(0, TREND_ENTRIES).reverse();
}

function movement(label: string, first: number, last: number): string {
  if (last > first) return `${label} rose from ${first} to ${last}`;
  if (last < first) return `${label} fell from ${first} to ${last}`;
  return `${label} held at ${last}`;
}

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * One sentence a screen reader (and anyone else) can take in instead of the chart, e.g. 'Energy rose from
 * 4 to 7, stress fell from 6 to 3 and motivation held at 5 over your last 5 check-ins.'
 */
export function trendSummary(oldestFirst: readonly TrendEntry[]): string {
  const first = oldestFirst[0];
  const last = oldestFirst.at(-1);
  if (!first || !last) return 'No check-ins yet.';
  if (oldestFirst.length === 1) {
    const scores = TREND_SERIES.map(({ key, label }) => `${label.toLowerCase()} ${first[key]}`);
    return `One check-in so far: ${joinList(scores)}. Check in again to see your trend.`;
  }
  const parts = TREND_SERIES.map(({ key, label }, index) =>
    movement(index === 0 ? label : label.toLowerCase(), first[key], last[key]),
  );
  return `${joinList(parts)} over your last ${oldestFirst.length} check-ins.`;
}

export type ChartBox = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
};

/** Where each check-in's scores sit in the chart: evenly spaced left to right, 1 at the bottom, 10 at the top. */
export function trendPoints(oldestFirst: readonly TrendEntry[], box: ChartBox) {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (index: number) =>
    oldestFirst.length === 1
      ? box.left + plotWidth / 2
      : box.left + (index * plotWidth) / (oldestFirst.length - 1);
  const y = (value: number) => {
    const clamped = Math.min(MOOD_MAX, Math.max(MOOD_MIN, value));
    return box.top + ((MOOD_MAX - clamped) * plotHeight) / (MOOD_MAX - MOOD_MIN);
  };
  return { x, y };
}
