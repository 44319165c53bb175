import { describe, expect, it } from 'vitest';
import { groupSentences, requestText } from './group-sentences';

describe('groupSentences', () => {
  it('groups consecutive sentences up to the limit', () => {
    expect(groupSentences(['One.', 'Two.', 'Three.'], 9).map(requestText)).toEqual(['One. Two.', 'Three.']);
    expect(groupSentences(['A sentence longer than the limit.', 'Next.'], 5)).toEqual([
      ['A sentence longer than the limit.'],
      ['Next.'],
    ]);
    expect(groupSentences([], 10)).toEqual([]);
  });
});
