import { describe, expect, it } from 'vitest';
import { formatTime, timeValueText, timingsDuration } from './time';

describe('times', () => {
  it('formats times and the slider value text', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(timeValueText(65, 200)).toBe('1:05 of 3:20');
  });

  it('takes the length from the timings', () => {
    expect(
      timingsDuration({ estimated: false, sentences: [{ index: 0, text: 'a', start: 0, end: 4.5 }] }),
    ).toBe(4.5);
    expect(timingsDuration({ estimated: false, sentences: [] })).toBeNull();
    expect(timingsDuration(undefined)).toBeNull();
  });
});
