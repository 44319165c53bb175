import { HOLDOUT_CRISIS_CASES, HOLDOUT_EVERYDAY_CASES } from './holdout';

/** Never read while tuning or training: the evaluation prints only its counts. */
export const HOLDOUT = { crisis: HOLDOUT_CRISIS_CASES, everyday: HOLDOUT_EVERYDAY_CASES };
