import { describe, expect, it } from 'vitest';
import { relevanceTo } from './relevance';

describe('relevanceTo', () => {
  it('scores a paragraph by the rarer words it shares with the person, 0 when it shares none', () => {
    const relevant = relevanceTo('scared my sore knee goes at km 30 and i end up walking');
    const knee = relevant('If your knee starts to ache, walking for a minute is not failing.');
    const plan = relevant('Put the sessions in your diary like appointments.');
    expect(knee).toBeGreaterThan(0.2);
    expect(plan).toBe(0);
    // Common words count for little: sharing only "up" and "end" is worth less than sharing "knee".
    expect(relevant('In the end, show up.')).toBeLessThan(knee);
  });
});
