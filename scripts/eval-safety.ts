// How the crisis detector does on its development set and on the held-out set nobody tuned to. Prints
// one JSON object; for the held-out set only counts, never the phrasings (reading them would spend it).

import type { CrisisCase } from '../src/server/safety/crisis-case';
import { CRISIS_CASES, EVERYDAY_CASES } from '../src/server/safety/crisis-cases';
import { HOLDOUT_CRISIS_CASES, HOLDOUT_EVERYDAY_CASES } from '../src/server/safety/crisis-cases.holdout';
import { detectCrisis } from '../src/server/safety/detect-crisis';

function measure(crisis: readonly CrisisCase[], everyday: readonly string[]) {
  const missedByKind: Record<string, number> = {};
  for (const c of crisis) {
    if (detectCrisis(c.text).length === 0) missedByKind[c.kind] = (missedByKind[c.kind] ?? 0) + 1;
  }
  const missed = Object.values(missedByKind).reduce((sum, n) => sum + n, 0);
  const falseAlarms = everyday.filter((text) => detectCrisis(text).length > 0).length;
  return {
    crisis: crisis.length,
    detected: crisis.length - missed,
    recall: Math.round(((crisis.length - missed) / crisis.length) * 1000) / 1000,
    missedByKind,
    everyday: everyday.length,
    falseAlarms,
  };
}

console.log(
  JSON.stringify(
    {
      development: measure(CRISIS_CASES, EVERYDAY_CASES),
      holdout: measure(HOLDOUT_CRISIS_CASES, HOLDOUT_EVERYDAY_CASES),
    },
    null,
    2,
  ),
);
