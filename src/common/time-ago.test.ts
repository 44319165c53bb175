import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('counts whole days once a full day has passed', () => {
    expect(timeAgo(ago(DAY), now)).toBe('1 day ago');
    expect(timeAgo(ago(2 * DAY - 1), now)).toBe('1 day ago');
    expect(timeAgo(ago(3 * DAY), now)).toBe('3 days ago');
    expect(timeAgo(ago(400 * DAY), now)).toBe('400 days ago');
  });

  it('counts whole hours under a day', () => {
    expect(timeAgo(ago(DAY - 1), now)).toBe('23 hours ago');
    expect(timeAgo(ago(5 * HOUR + 59 * MINUTE), now)).toBe('5 hours ago');
    expect(timeAgo(ago(HOUR), now)).toBe('1 hour ago');
  });

  it("says 'Just now' under an hour", () => {
    expect(timeAgo(ago(HOUR - 1), now)).toBe('Just now');
    expect(timeAgo(ago(0), now)).toBe('Just now');
  });

  it("says 'Just now' for future dates and unparseable ones", () => {
    expect(timeAgo(new Date(now.getTime() + 3 * DAY), now)).toBe('Just now');
    expect(timeAgo('not a date', now)).toBe('Just now');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(timeAgo('2026-11-19T12:00:00.000Z', now)).toBe('3 days ago');
  });

  it('defaults now to the current time', () => {
    expect(timeAgo(new Date(Date.now() - 2 * HOUR))).toBe('2 hours ago');
  });
});
