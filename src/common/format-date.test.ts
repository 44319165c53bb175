import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateWithWeekday, formatEventDay } from './format-date';

// Local-time constructor so the calendar day is the same in every time zone.
const nov22 = new Date(2026, 10, 22, 9, 30);
const jan5 = new Date(2026, 0, 5);

describe('formatDate', () => {
  it('formats day/month/year the Australian way', () => {
    expect(formatDate(nov22)).toBe('22/11/2026');
    expect(formatDate(jan5)).toBe('05/01/2026');
  });

  it('accepts strings and timestamps', () => {
    expect(formatDate(nov22.toISOString())).toBe('22/11/2026');
    expect(formatDate(nov22.getTime())).toBe('22/11/2026');
  });

  it('returns an empty string for an invalid date instead of throwing', () => {
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateWithWeekday', () => {
  it('puts the day of the week before the day-first date', () => {
    expect(formatDateWithWeekday(nov22)).toBe('Sunday, 22/11/2026');
    expect(formatDateWithWeekday(jan5)).toBe('Monday, 05/01/2026');
    expect(formatDateWithWeekday('nonsense')).toBe('');
  });
});

describe('formatDateLong', () => {
  it('spells out the month', () => {
    expect(formatDateLong(nov22)).toBe('22 November 2026');
    expect(formatDateLong(jan5)).toBe('5 January 2026');
    expect(formatDateLong(nov22.toISOString())).toBe('22 November 2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateLong('nonsense')).toBe('');
  });
});

describe('formatEventDay', () => {
  it('names the weekday, day and month of a calendar date, the same in every zone', () => {
    expect(formatEventDay('2026-03-16')).toBe('Monday 16 March');
    expect(formatEventDay('2027-01-01')).toBe('Friday 1 January');
    expect(formatEventDay('not a date')).toBe('');
  });
});
