export const OVERALL_MOODS = [
  'excellent',
  'great',
  'good',
  'balanced',
  'challenging',
  'overwhelmed',
  'struggling',
  'mixed',
] as const;
export type OverallMood = (typeof OVERALL_MOODS)[number];

export const MOOD_LABELS: Record<OverallMood, string> = {
  excellent: 'Excellent',
  great: 'Great',
  good: 'Good',
  balanced: 'Balanced',
  challenging: 'Challenging',
  overwhelmed: 'Overwhelmed',
  struggling: 'Struggling',
  mixed: 'Mixed',
};

export type MoodScores = { energy: number; confidence: number; stress: number; motivation: number };

// The rules are checked in this order, so e.g. high stress with a high average is 'overwhelmed'.
export function overallMood({ energy, confidence, stress, motivation }: MoodScores): OverallMood {
  const a = (energy + confidence + motivation) / 3;
  const s = stress;
  if (a >= 8 && s <= 3) return 'excellent';
  if (a >= 7 && s <= 4) return 'great';
  if (a >= 6 && s <= 5) return 'good';
  if (a >= 5 && s <= 6) return 'balanced';
  if (a >= 4 && s <= 7) return 'challenging';
  if (s >= 8) return 'overwhelmed';
  if (a <= 3) return 'struggling';
  return 'mixed';
}
