export const LEARNING_STATUSES = [
  'Highly Personalised',
  'Learning Your Preferences',
  'Building Your Profile',
] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];

// avgRatingPercent is the average feedback rating as a percentage (SPEC §3 personalisation insights).
export function learningStatus(avgRatingPercent: number): LearningStatus {
  if (avgRatingPercent >= 80) return 'Highly Personalised';
  if (avgRatingPercent >= 60) return 'Learning Your Preferences';
  return 'Building Your Profile';
}
