import { describe, expect, it } from 'vitest';
import { localDate } from '../../common/local-date';
import { nextOccurrence, type ReminderRule, zonedInstant } from './schedule';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const iso = (date: Date | null) => date?.toISOString();

/** The scheduler's walk: each firing, then the next one from a minute later, as claimDueReminders does. */
function firings(rule: ReminderRule, from: string, count: number) {
  const seen: { at: string; date: string }[] = [];
  let cursor = new Date(from);
  for (let i = 0; i < count; i += 1) {
    const at = nextOccurrence(rule, cursor);
    if (!at) break;
    seen.push({ at: at.toISOString(), date: localDate(at, rule.timeZone) });
    cursor = new Date(at.getTime() + 60_000);
  }
  return seen;
}

describe('zonedInstant', () => {
  it('reads ordinary local times with the offset of the day', () => {
    expect(iso(zonedInstant('2026-01-15', '09:00', 'America/New_York'))).toBe('2026-01-15T14:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', '09:00', 'America/New_York'))).toBe('2026-07-15T13:00:00.000Z');
    expect(iso(zonedInstant('2026-01-15', '09:00', 'Australia/Sydney'))).toBe('2026-01-14T22:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', '09:00', 'Australia/Sydney'))).toBe('2026-07-14T23:00:00.000Z');
    expect(iso(zonedInstant('2026-03-08', '23:45', 'Asia/Kolkata'))).toBe('2026-03-08T18:15:00.000Z');
  });

  it('moves a time the clocks skip on by the gap (New York, 8 March 2026, 02:00 → 03:00)', () => {
    expect(iso(zonedInstant('2026-03-08', '02:30', 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(zonedInstant('2026-03-08', '03:30', 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the first of a time the clocks repeat (New York, 1 November 2026, 02:00 → 01:00)', () => {
    // 01:30 EDT (UTC-4), not 01:30 EST an hour later.
    expect(iso(zonedInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('does the same for Sydney, whose clocks change in April and October', () => {
    // 4 October 2026, 02:00 → 03:00 AEDT: 02:30 becomes 03:30 AEDT (UTC+11).
    expect(iso(zonedInstant('2026-10-04', '02:30', 'Australia/Sydney'))).toBe('2026-10-03T16:30:00.000Z');
    // 5 April 2026, 03:00 AEDT → 02:00 AEST: 02:30 happens at 15:30Z (AEDT) and 16:30Z (AEST); the first.
    expect(iso(zonedInstant('2026-04-05', '02:30', 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
  });
});

describe('nextOccurrence', () => {
  it('fires on the chosen weekdays of the local calendar, not UTC’s', () => {
    // Monday 08:00 in Sydney is Sunday 21:00 UTC.
    const monday = { time: '08:00', days: [1], timeZone: 'Australia/Sydney' };
    expect(iso(nextOccurrence(monday, new Date('2026-07-15T00:00:00Z')))).toBe('2026-07-19T22:00:00.000Z');
  });

  it('is due in the current minute and not before it', () => {
    const rule = { time: '09:00', days: EVERY_DAY, timeZone: 'UTC' };
    expect(iso(nextOccurrence(rule, new Date('2026-05-01T09:00:00Z')))).toBe('2026-05-01T09:00:00.000Z');
    expect(iso(nextOccurrence(rule, new Date('2026-05-01T09:00:01Z')))).toBe('2026-05-02T09:00:00.000Z');
  });

  it('has no time without days', () => {
    expect(nextOccurrence({ time: '09:00', days: [], timeZone: 'UTC' }, new Date())).toBeNull();
  });

  for (const [timeZone, spring, autumn] of [
    ['America/New_York', '2026-03-05T12:00:00Z', '2026-10-29T12:00:00Z'],
    ['Australia/Sydney', '2026-10-01T12:00:00Z', '2026-04-02T12:00:00Z'],
  ] as const) {
    for (const time of ['01:30', '02:30', '03:00', '09:00']) {
      it(`${timeZone} at ${time}: once on each local day across both daylight-saving changes`, () => {
        for (const start of [spring, autumn]) {
          const seen = firings({ time, days: EVERY_DAY, timeZone }, start, 7);
          const dates = seen.map((firing) => firing.date);
          const first = dates[0] ?? '';
          const expected = Array.from({ length: 7 }, (_, i) =>
            new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
          );
          expect(dates).toEqual(expected);
        }
      });
    }
  }

  it('New York at 01:30 on the day the clocks go back: once, at the first 01:30, then the next day', () => {
    const seen = firings(
      { time: '01:30', days: EVERY_DAY, timeZone: 'America/New_York' },
      '2026-11-01T00:00:00Z',
      2,
    );
    expect(seen.map((firing) => firing.at)).toEqual(['2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z']);
  });

  it('Sydney at 02:30 on the day the clocks go forward: at 03:30, then 02:30 the next day', () => {
    const seen = firings(
      { time: '02:30', days: EVERY_DAY, timeZone: 'Australia/Sydney' },
      '2026-10-03T00:00:00Z',
      2,
    );
    expect(seen.map((firing) => firing.at)).toEqual(['2026-10-03T16:30:00.000Z', '2026-10-04T15:30:00.000Z']);
  });
});
