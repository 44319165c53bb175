import { describe, expect, it } from 'vitest';
import { accuracy, loadCorpus } from './frame-accuracy';

// The frame on the hand-labelled situations it was tuned on (npm run eval:frame prints them, and the
// held-out quarter, which no test holds so that nothing is tuned to it). Held where they stand, so that they
// can only improve: decision 021 gives the figures, before and after, on both files.
describe('the frame on the tuning situations', () => {
  it('reads the kind, the moment, the weight and whose situation it is', () => {
    const { accuracy: read } = accuracy(loadCorpus('tuning'));
    expect(read.kind.right).toBeGreaterThanOrEqual(0.77);
    expect(read.kind.wrong).toBeLessThanOrEqual(0.1);
    expect(read.moment).toBeGreaterThanOrEqual(0.9);
    expect(read.weight).toBeGreaterThanOrEqual(0.83);
    expect(read.goodNews.found).toBeGreaterThanOrEqual(0.76);
    expect(read.goodNews.falseAlarms).toBeLessThanOrEqual(0.005);
    expect(read.who).toBeGreaterThanOrEqual(0.96);
    expect(read.whose.own).toBeGreaterThanOrEqual(0.99);
  }, 60_000);
});
