import { describe, expect, it } from 'vitest';
import { DURATIONS } from '../../../common/enums';
import { runEval } from './eval-report';
import { EVAL_CASES } from './eval-set';

describe('the writer quality bars on the fixed eval set', () => {
  const report = runEval();

  it('covers at least 40 varied contexts at every duration', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(EVAL_CASES.map((c) => c.theme)).size).toBeGreaterThanOrEqual(11);
    expect(report.themeAccuracy).toBe(1);
  });

  it.each(DURATIONS)('%s speeches meet every bar', (duration) => {
    const result = report.byDuration[duration];
    expect(result.shareWithinRange).toBe(1);
    expect(result.shareMentioningKeyPhrase).toBeGreaterThanOrEqual(0.95);
    expect(result.repeatedSentences).toBe(0);
    expect(result.templateLeaks).toBe(0);
    expect(result.meanFleschReadingEase).toBeGreaterThanOrEqual(60);
  });

  it('writes a different speech for the same request with a different seed', () => {
    expect(report.overall.meanPairwiseOverlap).toBeLessThan(0.2);
    for (const duration of DURATIONS)
      expect(report.byDuration[duration].meanPairwiseOverlap).toBeLessThan(0.25);
  });
});
