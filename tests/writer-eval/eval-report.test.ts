import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CASES } from '../../src/server/speeches/writer/eval/development';
import { evaluate } from './eval-report';

// The writer's bars on every third development case (npm run eval:writer runs them all, and the
// held-out set the writer never saw).
describe('the writer quality bars', () => {
  it('holds on a third of the development set, at every length', () => {
    const report = evaluate(DEVELOPMENT_CASES.filter((_, index) => index % 3 === 0));
    expect(report.shareSayingBack).toBeGreaterThanOrEqual(0.95);
    expect(report.misreads).toBe(0);
    expect(report.brokenSlots).toBe(0);
    expect(report.shareWithinRange).toBe(1);
    expect(report.repeatedSentences).toBe(0);
    expect(report.meanOverlap).toBeLessThan(0.2);
    expect(report.maxStoriesPer400Words).toBeLessThanOrEqual(1);
    expect(report.maxExclamationsPer80Words).toBeLessThanOrEqual(1);
  }, 60_000);
});
