import { describe, expect, it } from 'vitest';
import { monthMarkers } from './calendar-labels';

/** `weeks` whole weeks of calendar days from a Monday. */
function days(monday: string, weeks: number): string[] {
  const start = Date.parse(`${monday}T00:00:00Z`);
  return Array.from({ length: weeks * 7 }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('monthMarkers', () => {
  it("labels the first week with its month, then each week in which a month's first day falls", () => {
    // 12 weeks from Monday 5 January 2026: February starts in week 3, March in week 7.
    expect(monthMarkers(days('2026-01-05', 12))).toEqual([
      { week: 0, label: 'Jan' },
      { week: 3, label: 'Feb' },
      { week: 7, label: 'Mar' },
    ]);
  });

  it("leaves the first week's month out when the next month starts too soon after it", () => {
    // From Monday 16 February 2026: March starts in week 1, April in week 6.
    expect(monthMarkers(days('2026-02-16', 7))).toEqual([
      { week: 1, label: 'Mar' },
      { week: 6, label: 'Apr' },
    ]);
  });

  it('labels a week that starts on the first of the month once', () => {
    // Monday 1 June 2026.
    expect(monthMarkers(days('2026-06-01', 5))).toEqual([
      { week: 0, label: 'Jun' },
      { week: 4, label: 'Jul' },
    ]);
  });
});
