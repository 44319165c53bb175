import type { PackKind } from './kinds';
import { addictionRecovery } from './packs/addiction-recovery';
import { breakup } from './packs/breakup';
import { burnout } from './packs/burnout';
import { caringForSomeone } from './packs/caring-for-someone';
import { comingOut } from './packs/coming-out';
import { confidence } from './packs/confidence';
import { courtLegal } from './packs/court-legal';
import { creativeProject } from './packs/creative-project';
import { datingAgain } from './packs/dating-again';
import { difficultConversation } from './packs/difficult-conversation';
import { divorceSeparation } from './packs/divorce-separation';
import { drivingTest } from './packs/driving-test';
import { exam } from './packs/exam';
import { facingAFear } from './packs/facing-a-fear';
import { fitnessGoal } from './packs/fitness-goal';
import { grief } from './packs/grief';
import { habitsProcrastination } from './packs/habits-procrastination';
import { immigration } from './packs/immigration';
import { jobInterview } from './packs/job-interview';
import { jobLoss } from './packs/job-loss';
import { jobSearch } from './packs/job-search';
import { leadingTeam } from './packs/leading-team';
import { longTermRecovery } from './packs/long-term-recovery';
import { mentalHealth } from './packs/mental-health';
import { moneyDebt } from './packs/money-debt';
import { movingLoneliness } from './packs/moving-loneliness';
import { newJob } from './packs/new-job';
import { newParent } from './packs/new-parent';
import { newSchool } from './packs/new-school';
import { parentingTeenagers } from './packs/parenting-teenagers';
import { parentingYoungChildren } from './packs/parenting-young-children';
import { payAndPromotion } from './packs/pay-and-promotion';
import { performing } from './packs/performing';
import { pregnancyFertility } from './packs/pregnancy-fertility';
import { presentation } from './packs/presentation';
import { quittingSmoking } from './packs/quitting-smoking';
import { rejection } from './packs/rejection';
import { relationshipStrain } from './packs/relationship-strain';
import { retirement } from './packs/retirement';
import { seriousIllness } from './packs/serious-illness';
import { shiftWork } from './packs/shift-work';
import { sportCompetition } from './packs/sport-competition';
import { startingBusiness } from './packs/starting-business';
import { surgery } from './packs/surgery';
import { waitingForResults } from './packs/waiting-for-results';
import { wedding } from './packs/wedding';
import { weightLoss } from './packs/weight-loss';
import { workPressure } from './packs/work-pressure';
import type { SituationPack } from './types';

/** Every situation pack by its kind. */
export const PACKS: Readonly<Record<PackKind, SituationPack>> = {
  job_interview: jobInterview,
  job_search: jobSearch,
  job_loss: jobLoss,
  new_job: newJob,
  work_pressure: workPressure,
  burnout,
  pay_and_promotion: payAndPromotion,
  leading_team: leadingTeam,
  starting_business: startingBusiness,
  shift_work: shiftWork,
  presentation,
  performing,
  creative_project: creativeProject,
  exam,
  driving_test: drivingTest,
  new_school: newSchool,
  fitness_goal: fitnessGoal,
  sport_competition: sportCompetition,
  weight_loss: weightLoss,
  long_term_recovery: longTermRecovery,
  serious_illness: seriousIllness,
  surgery,
  waiting_for_results: waitingForResults,
  mental_health: mentalHealth,
  quitting_smoking: quittingSmoking,
  addiction_recovery: addictionRecovery,
  new_parent: newParent,
  pregnancy_fertility: pregnancyFertility,
  caring_for_someone: caringForSomeone,
  parenting_teenagers: parentingTeenagers,
  parenting_young_children: parentingYoungChildren,
  grief,
  breakup,
  divorce_separation: divorceSeparation,
  dating_again: datingAgain,
  relationship_strain: relationshipStrain,
  difficult_conversation: difficultConversation,
  wedding,
  moving_loneliness: movingLoneliness,
  money_debt: moneyDebt,
  court_legal: courtLegal,
  immigration,
  coming_out: comingOut,
  retirement,
  confidence,
  habits_procrastination: habitsProcrastination,
  facing_a_fear: facingAFear,
  rejection,
};
