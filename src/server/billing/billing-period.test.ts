import { describe, expect, it } from 'vitest';
import { addMonths, monthlyWindowAt } from './billing-period';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day of the month, or the month’s last day when it has fewer', () => {
    expect(addMonths(at('2026-01-15T10:30:00Z'), 1)).toEqual(at('2026-02-15T10:30:00Z'));
    expect(addMonths(at('2026-01-31T00:00:00Z'), 1)).toEqual(at('2026-02-28T00:00:00Z'));
    expect(addMonths(at('2028-01-31T00:00:00Z'), 1)).toEqual(at('2028-02-29T00:00:00Z'));
    expect(addMonths(at('2026-01-31T00:00:00Z'), 2)).toEqual(at('2026-03-31T00:00:00Z'));
    expect(addMonths(at('2026-11-30T00:00:00Z'), 3)).toEqual(at('2027-02-28T00:00:00Z'));
  });
});

describe('monthlyWindowAt', () => {
  it('finds the month-long window containing now, counted from the anchor', () => {
    const anchor = at('2026-01-31T00:00:00Z');
    expect(monthlyWindowAt(anchor, at('2026-02-10T00:00:00Z'))).toEqual({
      start: anchor,
      end: at('2026-02-28T00:00:00Z'),
    });
    expect(monthlyWindowAt(anchor, at('2026-03-30T00:00:00Z'))).toEqual({
      start: at('2026-02-28T00:00:00Z'),
      end: at('2026-03-31T00:00:00Z'),
    });
    expect(monthlyWindowAt(anchor, at('2026-03-31T00:00:00Z')).start).toEqual(at('2026-03-31T00:00:00Z'));
  });

  it('ends no later than the paid period, even when asked after it', () => {
    const until = at('2027-01-31T00:00:00Z');
    expect(monthlyWindowAt(at('2026-01-31T00:00:00Z'), at('2027-01-10T00:00:00Z'), until)).toEqual({
      start: at('2026-12-31T00:00:00Z'),
      end: until,
    });
    expect(monthlyWindowAt(at('2026-01-31T00:00:00Z'), at('2027-05-01T00:00:00Z'), until).end).toEqual(until);
  });
});
