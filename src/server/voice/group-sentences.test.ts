import { describe, expect, it } from 'vitest';
import { joinSentences } from '../../common/sentences';
import { groupSentences } from './group-sentences';

describe('groupSentences', () => {
  it('groups consecutive sentences up to the limit', () => {
    expect(groupSentences(['One.', 'Two.', 'Three.'], 9).map(joinSentences)).toEqual(['One. Two.', 'Three.']);
    expect(groupSentences(['A sentence longer than the limit.', 'Next.'], 5)).toEqual([
      ['A sentence longer than the limit.'],
      ['Next.'],
    ]);
    expect(groupSentences([], 10)).toEqual([]);
  });
});
