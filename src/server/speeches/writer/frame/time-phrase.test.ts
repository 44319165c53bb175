import { describe, expect, it } from 'vitest';
import { clausesOf, dayAfter, extractTime } from './time-phrase';

/** The date the words name, read on `today`. */
const dayIn = (text: string, today: string) => {
  const time = extractTime(text);
  return time?.day ? dayAfter(time.day, today) : null;
};

// 2026-03-11 is a Wednesday.
const WEDNESDAY = '2026-03-11';

describe('the day a time names', () => {
  it.for([
    ['my interview is tomorrow', '2026-03-12'],
    ['driving test tomorrow morning', '2026-03-12'],
    ['my interview is on monday', '2026-03-16'],
    ['presentation friday', '2026-03-13'],
    ['the final is this saturday', '2026-03-14'],
    // The Friday of next week, not the coming one.
    ['the pitch is next friday', '2026-03-20'],
    ['my recital is on the 14th', '2026-03-14'],
    ['wedding on the 2nd', '2026-04-02'],
    ['exam on march 20th', '2026-03-20'],
    ['the hearing is on the 3rd of march', '2027-03-03'],
    ['first marathon in three weeks', '2026-04-01'],
    ['surgery in 10 days', '2026-03-21'],
    ['moving in a couple of weeks', '2026-03-25'],
    ['the exam is in two months', '2026-05-11'],
    ['speaking at the dinner for christmas', '2026-12-25'],
  ] as const)('%s → %s', ([text, date]) => {
    expect(dayIn(text, WEDNESDAY)).toBe(date);
  });

  it('names no day for a time today, a stretch of days, or a vague count', () => {
    for (const text of [
      'interview later today',
      'recital tonight',
      'exam this morning',
      'big presentation today',
      'interview in two hours',
      'moving house next month',
      'exams this week',
      'race in a few weeks',
      'at easter we fly out',
    ])
      expect(dayIn(text, WEDNESDAY), text).toBeNull();
  });

  it('reads a count reached today as an anniversary, not a time ahead', () => {
    for (const text of [
      '365 days today. got my chip',
      '6 months sober today!!',
      'its 3 years today since dad died',
    ])
      expect(extractTime(text), text).toBeNull();
    expect(extractTime('exam today at 2')?.say).toBe('today');
  });

  it('reads a weekday said on that weekday as the next one, and crosses months and years', () => {
    expect(dayIn('my interview is on wednesday', WEDNESDAY)).toBe('2026-03-18');
    expect(dayIn('next wednesday', WEDNESDAY)).toBe('2026-03-18');
    // Said on a Sunday, "next Monday" is tomorrow: the Monday of next week.
    expect(dayIn('next monday', '2026-03-15')).toBe('2026-03-16');
    expect(dayIn('my exam is tomorrow', '2026-12-31')).toBe('2027-01-01');
    expect(dayIn('the recital is on the 14th', '2026-03-20')).toBe('2026-04-14');
    // A day this month has passed and next month lacks: the first month after that has it.
    expect(dayIn('the launch is on the 31st', '2026-03-31')).toBe('2026-05-31');
    // A month on from the 31st is the last day of the month it lands in.
    expect(dayIn('the test is in a month', '2026-01-31')).toBe('2026-02-28');
  });

  it('names no day that does not exist', () => {
    expect(dayIn('my wedding is on february 30th', WEDNESDAY)).toBeNull();
    expect(dayIn('my wedding is on february 29th', WEDNESDAY)).toBeNull();
    expect(dayIn('my wedding is on february 29th', '2027-06-01')).toBe('2028-02-29');
  });
});

describe('clauses', () => {
  it('cuts at "so" only where it joins two clauses, never inside "it went so well"', () => {
    expect(clausesOf('preached today and it went so well')).toEqual(['preached today ', ' it went so well']);
    expect(clausesOf('i was shattered so i went to bed')).toEqual(['i was shattered ', ' i went to bed']);
  });
});
