import { describe, expect, it } from 'vitest';
import { groupSentences } from './group-sentences';

describe('groupSentences', () => {
  it('joins consecutive sentences up to the limit', () => {
    expect(groupSentences(['One.', 'Two.', 'Three.'], 9)).toEqual(['One. Two.', 'Three.']);
    expect(groupSentences(['A sentence longer than the limit.'], 5)).toEqual([
      'A sentence longer than the limit.',
    ]);
    expect(groupSentences([], 10)).toEqual([]);
  });
});
