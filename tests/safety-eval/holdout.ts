import type { CrisisCase } from '../../src/server/safety/crisis-case';

// Empty for now: replaced by the fifth held-out set, written apart from the screen and its sets.

export const HOLDOUT_CRISIS_CASES: readonly CrisisCase[] = [];

export const HOLDOUT_EVERYDAY_CASES: readonly string[] = [];
