import { career } from './career';
import { creative } from './creative';
import { exams } from './exams';
import { fitness } from './fitness';
import { generalActions } from './general-actions';
import { generalAffirmations } from './general-affirmations';
import { generalConfident } from './general-confident';
import { generalEncouraging } from './general-encouraging';
import { generalEnergetic } from './general-energetic';
import { generalGentle } from './general-gentle';
import { generalReframes } from './general-reframes';
import { generalShared } from './general-shared';
import { generalStories } from './general-stories';
import { generalStoriesCraft } from './general-stories-craft';
import { generalStoriesEveryday } from './general-stories-everyday';
import { grief } from './grief';
import { griefComfort } from './grief-comfort';
import { griefDays } from './grief-days';
import { griefMemory } from './grief-memory';
import { health } from './health';
import { jobInterview } from './job-interview';
import { personalGrowth } from './personal-growth';
import { presentation } from './presentation';
import { relationships } from './relationships';
import { setbacks } from './setbacks';
import { steady } from './steady';
import { steadyReframes } from './steady-reframes';
import { steadyShared } from './steady-shared';
import type { LibraryKey, LibraryPart } from './types';

export const LIBRARY: Record<LibraryKey, readonly LibraryPart[]> = {
  general: [
    generalEncouraging,
    generalConfident,
    generalGentle,
    generalEnergetic,
    generalShared,
    generalReframes,
    generalAffirmations,
    generalActions,
    generalStories,
    generalStoriesEveryday,
    generalStoriesCraft,
  ],
  steady: [steady, steadyShared, steadyReframes],
  grief: [grief, griefComfort, griefMemory, griefDays],
  job_interview: [jobInterview],
  presentation: [presentation],
  fitness: [fitness],
  health: [health],
  career: [career],
  personal_growth: [personalGrowth],
  exams: [exams],
  setbacks: [setbacks],
  creative: [creative],
  relationships: [relationships],
};
