import { describe, expect, it } from 'vitest';
import { learningStatus } from './learning-status';

describe('learningStatus', () => {
  it.each([
    [100, 'Highly Personalised'],
    [80, 'Highly Personalised'],
    [79.99, 'Learning Your Preferences'],
    [60, 'Learning Your Preferences'],
    [59.99, 'Building Your Profile'],
    [0, 'Building Your Profile'],
  ])('%d%% is %s', (percent, expected) => {
    expect(learningStatus(percent)).toBe(expected);
  });

  it('treats a missing average (NaN) as still building the profile', () => {
    expect(learningStatus(Number.NaN)).toBe('Building Your Profile');
  });
});
