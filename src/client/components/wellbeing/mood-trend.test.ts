import { describe, expect, it } from 'vitest';
import { TREND_ENTRIES, trendPoints, trendSummary, trendWindow } from './mood-trend';

const entry = (energy: number, stress: number, motivation: number, day = 1) => ({
  id: day,
  createdAt: `2026-03-${String(day).padStart(2, '0')}T09:00:00Z`,
  energy,
  stress,
  motivation,
});

describe('trendWindow', () => {
  it('keeps the newest 14 and puts them oldest first', () => {
    const newestFirst = Array.from({ length: 20 }, (_, index) => entry(5, 5, 5, 20 - index));
    const window = trendWindow(newestFirst);
    expect(window).toHaveLength(TREND_ENTRIES);
    expect(window[0]?.createdAt).toBe('2026-03-07T09:00:00Z');
    expect(window.at(-1)?.createdAt).toBe('2026-03-20T09:00:00Z');
  });
});

describe('trendSummary', () => {
  it('says so when there is nothing yet', () => {
    expect(trendSummary([])).toBe('No check-ins yet.');
  });

  it('reads out a single check-in', () => {
    expect(trendSummary([entry(8, 5, 6)])).toBe(
      'One check-in so far: energy 8, stress 5 and motivation 6. Check in again to see your trend.',
    );
  });

  it('compares the first and last check-in for each line', () => {
    const entries = [
      entry(4, 6, 5, 1),
      entry(9, 9, 1, 2),
      entry(5, 5, 5, 3),
      entry(6, 4, 5, 4),
      entry(7, 3, 5, 5),
    ];
    expect(trendSummary(entries)).toBe(
      'Energy rose from 4 to 7, stress fell from 6 to 3 and motivation held at 5 over your last 5 check-ins.',
    );
  });
});

describe('trendPoints', () => {
  const box = { width: 120, height: 110, left: 10, right: 10, top: 10, bottom: 10 };

  it('spreads check-ins across the width and puts 10 at the top, 1 at the bottom', () => {
    const { x, y } = trendPoints([entry(1, 1, 1), entry(1, 1, 1), entry(1, 1, 1)], box);
    expect([x(0), x(1), x(2)]).toEqual([10, 60, 110]);
    expect(y(10)).toBe(10);
    expect(y(1)).toBe(100);
    expect(y(0)).toBe(100);
  });

  it('centres a single check-in', () => {
    expect(trendPoints([entry(5, 5, 5)], box).x(0)).toBe(60);
  });
});
