import { CRISIS_CASES, EVERYDAY_CASES } from './development';
import { BROAD_CRISIS_CASES, BROAD_EVERYDAY_CASES } from './development-broad';
import {
  EATING_AND_QUIET_CRISIS_CASES,
  EATING_AND_QUIET_EVERYDAY_CASES,
} from './development-eating-and-quiet';
import { FIFTH_HOLDOUT_CRISIS_CASES, FIFTH_HOLDOUT_EVERYDAY_CASES } from './development-fifth-holdout';
import { FORMER_HOLDOUT_CRISIS_CASES, FORMER_HOLDOUT_EVERYDAY_CASES } from './development-former-holdout';
import { FOURTH_CRISIS_CASES, FOURTH_EVERYDAY_CASES } from './development-fourth';
import { FOURTH_HOLDOUT_CRISIS_CASES, FOURTH_HOLDOUT_EVERYDAY_CASES } from './development-fourth-holdout';
import { KINDS_CRISIS_CASES, KINDS_EVERYDAY_CASES } from './development-kinds';
import {
  MEANS_AND_EATING_CRISIS_CASES,
  MEANS_AND_EATING_EVERYDAY_CASES,
} from './development-means-and-eating';
import { MOOD_NOTE_EVERYDAY_CASES } from './development-mood-notes';
import { SECOND_HOLDOUT_CRISIS_CASES, SECOND_HOLDOUT_EVERYDAY_CASES } from './development-second-holdout';
import {
  SECOND_HOLDOUT_KINDS_CRISIS_CASES,
  SECOND_HOLDOUT_KINDS_EVERYDAY_CASES,
} from './development-second-holdout-kinds';
import { SEVENTH_HOLDOUT_CRISIS_CASES, SEVENTH_HOLDOUT_EVERYDAY_CASES } from './development-seventh-holdout';
import { SIXTH_HOLDOUT_CRISIS_CASES, SIXTH_HOLDOUT_EVERYDAY_CASES } from './development-sixth-holdout';
import { THIRD_HOLDOUT_CRISIS_CASES, THIRD_HOLDOUT_EVERYDAY_CASES } from './development-third-holdout';

/** The development set: tuned on, and the crisis classifier's training file. The held-out set is apart. */
export const DEVELOPMENT = {
  crisis: [
    ...CRISIS_CASES,
    ...KINDS_CRISIS_CASES,
    ...FORMER_HOLDOUT_CRISIS_CASES,
    ...BROAD_CRISIS_CASES,
    ...SECOND_HOLDOUT_CRISIS_CASES,
    ...SECOND_HOLDOUT_KINDS_CRISIS_CASES,
    ...THIRD_HOLDOUT_CRISIS_CASES,
    ...FOURTH_CRISIS_CASES,
    ...FOURTH_HOLDOUT_CRISIS_CASES,
    ...MEANS_AND_EATING_CRISIS_CASES,
    ...FIFTH_HOLDOUT_CRISIS_CASES,
    ...EATING_AND_QUIET_CRISIS_CASES,
    ...SIXTH_HOLDOUT_CRISIS_CASES,
    ...SEVENTH_HOLDOUT_CRISIS_CASES,
  ],
  everyday: [
    ...EVERYDAY_CASES,
    ...KINDS_EVERYDAY_CASES,
    ...FORMER_HOLDOUT_EVERYDAY_CASES,
    ...BROAD_EVERYDAY_CASES,
    ...SECOND_HOLDOUT_EVERYDAY_CASES,
    ...SECOND_HOLDOUT_KINDS_EVERYDAY_CASES,
    ...THIRD_HOLDOUT_EVERYDAY_CASES,
    ...FOURTH_EVERYDAY_CASES,
    ...FOURTH_HOLDOUT_EVERYDAY_CASES,
    ...MEANS_AND_EATING_EVERYDAY_CASES,
    ...FIFTH_HOLDOUT_EVERYDAY_CASES,
    ...EATING_AND_QUIET_EVERYDAY_CASES,
    ...MOOD_NOTE_EVERYDAY_CASES,
    ...SIXTH_HOLDOUT_EVERYDAY_CASES,
    ...SEVENTH_HOLDOUT_EVERYDAY_CASES,
  ],
};
