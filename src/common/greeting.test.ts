import { describe, expect, it } from 'vitest';
import { greeting, partOfDay } from './greeting';

// Local-time constructor: getHours() reads these hours back whatever the machine's time zone.
const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes);

describe('partOfDay', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('hour %d is %s', (hour, expected) => {
    expect(partOfDay(hour)).toBe(expected);
  });
});

describe('greeting', () => {
  it('switches at 12:00 and 18:00 local time', () => {
    expect(greeting(at(0, 0), 'Sam')).toBe('Good morning, Sam!');
    expect(greeting(at(11, 59), 'Sam')).toBe('Good morning, Sam!');
    expect(greeting(at(12, 0), 'Sam')).toBe('Good afternoon, Sam!');
    expect(greeting(at(17, 59), 'Sam')).toBe('Good afternoon, Sam!');
    expect(greeting(at(18, 0), 'Sam')).toBe('Good evening, Sam!');
    expect(greeting(at(23, 59), 'Sam')).toBe('Good evening, Sam!');
  });

  it('greets "there" when the first name is missing or blank', () => {
    expect(greeting(at(20))).toBe('Good evening, there!');
    expect(greeting(at(20), null)).toBe('Good evening, there!');
    expect(greeting(at(20), '')).toBe('Good evening, there!');
    expect(greeting(at(20), '   ')).toBe('Good evening, there!');
  });

  it('trims the name', () => {
    expect(greeting(at(9), '  Sam ')).toBe('Good morning, Sam!');
  });
});
