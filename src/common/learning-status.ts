const LEARNING_STATUSES = [
  'Highly Personalised',
  'Learning Your Preferences',
  'Building Your Profile',
] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];

/** Ratings needed before the status may say Uplift is learning, and before it may say it has learned. */
export const RATINGS_TO_LEARN = 3;
const RATINGS_TO_PERSONALISE = 5;

/**
 * Thresholds on the average rating (as a percentage), each earned by enough ratings first: one
 * glowing rating says little about what works for someone (docs/personalisation.md).
 */
export function learningStatus(avgRatingPercent: number, ratings: number): LearningStatus {
  if (avgRatingPercent >= 80 && ratings >= RATINGS_TO_PERSONALISE) return 'Highly Personalised';
  if (avgRatingPercent >= 60 && ratings >= RATINGS_TO_LEARN) return 'Learning Your Preferences';
  return 'Building Your Profile';
}
