import { describe, expect, it } from 'vitest';
import { loadSet, report, writeSet } from './eval-report';

// The counted bars on the development set (npm run eval:writer reports both sets, and writes the reading
// packs blind readers score). Pasting, length, leaks, language and shared sentences (10%: with a voice
// of their own for energetic and confident, 8% share) are held to their targets. Misreads (target 0) are
// held where they stand today, 5, so that they can only improve. The moment reader leads the cue words
// since the twelfth round: it misreads three more here, where the cue words were tuned, and two to eight
// fewer on each of the seven held-out sets (decision 021); decision 021 says what is still to do.
describe('the writer on the development set', () => {
  it('pastes no run of more than 8 words, lands every length, leaks nothing, and reads the language', () => {
    const result = report(writeSet(loadSet('development')));
    expect(result.longestCopiedRun).toBeLessThanOrEqual(8);
    expect(result.shareWithinRange).toBe(1);
    expect(result.leaks).toBe(0);
    expect(result.languageMisreads).toBe(0);
    expect(result.sharedSentences).toBeLessThanOrEqual(0.1);
    expect(result.misreads).toBeLessThanOrEqual(5);
  }, 60_000);
});
