import { describe, expect, it } from 'vitest';
import { learningStatus } from './learning-status';

describe('learningStatus', () => {
  it.each([
    [100, 5, 'Highly Personalised'],
    [80, 5, 'Highly Personalised'],
    [79.99, 5, 'Learning Your Preferences'],
    [60, 3, 'Learning Your Preferences'],
    [59.99, 10, 'Building Your Profile'],
    [0, 10, 'Building Your Profile'],
  ])('%d%% from %d ratings is %s', (percent, ratings, expected) => {
    expect(learningStatus(percent, ratings)).toBe(expected);
  });

  it('needs 3 ratings to be learning and 5 to be highly personalised, however high the average', () => {
    expect(learningStatus(100, 1)).toBe('Building Your Profile');
    expect(learningStatus(100, 2)).toBe('Building Your Profile');
    expect(learningStatus(100, 3)).toBe('Learning Your Preferences');
    expect(learningStatus(100, 4)).toBe('Learning Your Preferences');
    expect(learningStatus(100, 5)).toBe('Highly Personalised');
  });

  it('treats a missing average (NaN) as still building the profile', () => {
    expect(learningStatus(Number.NaN, 10)).toBe('Building Your Profile');
  });
});
