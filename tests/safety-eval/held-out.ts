import { ELEVENTH_CRISIS_CASES, ELEVENTH_EVERYDAY_CASES } from './holdout-eleventh';
import { NINTH_CRISIS_CASES, NINTH_EVERYDAY_CASES } from './holdout-ninth';

/** Never read while tuning or training: the evaluation prints only their counts, set by set. */
export const HOLDOUT_SETS = {
  ninth: { crisis: NINTH_CRISIS_CASES, everyday: NINTH_EVERYDAY_CASES },
  eleventh: { crisis: ELEVENTH_CRISIS_CASES, everyday: ELEVENTH_EVERYDAY_CASES },
};
