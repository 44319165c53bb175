import { describe, expect, it } from 'vitest';
import { assessCrisis } from '../../src/server/safety/detect-crisis';
import { HOLDOUT_SETS } from './held-out';

// The screen's bars on the held-out sets nobody tuned on. It asserts counts and kinds only: a failure never
// prints a phrasing, which would spend the set.
describe.each(Object.entries(HOLDOUT_SETS))('the %s held-out set', (_, set) => {
  it('answers every crisis message with support or the note, and refuses at most 3% of everyday ones', () => {
    const plainByKind: Record<string, number> = {};
    for (const { text, kind } of set.crisis)
      if (assessCrisis(text).level === 'none') plainByKind[kind] = (plainByKind[kind] ?? 0) + 1;
    const refused = set.everyday.filter((text) => assessCrisis(text).level === 'crisis').length;
    expect(plainByKind).toEqual({});
    expect(refused / set.everyday.length).toBeLessThanOrEqual(0.03);
  });
});
