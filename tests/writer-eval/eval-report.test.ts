import { describe, expect, it } from 'vitest';
import { loadSet, report, writeSet } from './eval-report';

// The counted bars on the development set (npm run eval:writer reports both sets, and writes the reading
// packs blind readers score).
describe('the writer on the development set', () => {
  it('pastes no run of more than 8 words, shares at most 10% of sentences, misreads nothing, lands every length', () => {
    const result = report(writeSet(loadSet('development')));
    expect(result.longestCopiedRun).toBeLessThanOrEqual(8);
    expect(result.sharedSentences).toBeLessThanOrEqual(0.1);
    expect(result.misreadCases).toEqual([]);
    expect(result.shareWithinRange).toBe(1);
    expect(result.leaks).toBe(0);
  }, 60_000);
});
