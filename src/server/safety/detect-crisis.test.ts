import { describe, expect, it } from 'vitest';
import { CRISIS_CASES, EVERYDAY_CASES } from './crisis-cases';
import { detectCrisis } from './detect-crisis';

describe('detectCrisis', () => {
  it('has a development set of at least 60 crisis and 60 everyday phrasings, every kind covered', () => {
    expect(CRISIS_CASES.length).toBeGreaterThanOrEqual(60);
    expect(EVERYDAY_CASES.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(CRISIS_CASES.map((c) => c.kind));
    expect([...kinds].sort()).toEqual([
      'overdose',
      'plan_or_means',
      'self_harm',
      'suicidal',
      'violence_at_home',
    ]);
  });

  it('finds crisis language in every crisis phrasing', () => {
    const missed = CRISIS_CASES.filter((c) => detectCrisis(c.text).length === 0).map((c) => c.text);
    expect(missed).toEqual([]);
  });

  it('raises no alarm on everyday phrasings that only sound dramatic', () => {
    const alarms = EVERYDAY_CASES.filter((text) => detectCrisis(text).length > 0);
    expect(alarms).toEqual([]);
  });

  it('names the most urgent kind first', () => {
    expect(detectCrisis('I took a whole packet of paracetamol and I want to die')[0]).toBe('overdose');
    expect(detectCrisis('my boyfriend hits me')).toEqual(['violence_at_home']);
  });

  it('needs two weak phrasings, not one, before it calls frustration a crisis', () => {
    expect(detectCrisis("I can't do this anymore, my laptop crashed again")).toEqual([]);
    expect(detectCrisis("I can't do this anymore. I just want it all to stop")).toEqual(['suicidal']);
  });
});
