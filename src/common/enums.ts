// The closed sets of values the product works with, shared by forms, routes and the database.

export const TONES = ['encouraging', 'confident', 'gentle', 'energetic'] as const;
export type Tone = (typeof TONES)[number];
export const TONE_LABELS: Record<Tone, string> = {
  encouraging: 'Encouraging',
  confident: 'Confident',
  gentle: 'Gentle',
  energetic: 'Energetic',
};

export const VOICE_STYLES = ['warm', 'professional', 'soothing'] as const;
export type VoiceStyle = (typeof VOICE_STYLES)[number];
export const VOICE_STYLE_LABELS: Record<VoiceStyle, string> = {
  warm: 'Warm',
  professional: 'Professional',
  soothing: 'Soothing',
};

export const DURATIONS = ['short', 'medium', 'long', 'extended'] as const;
export type Duration = (typeof DURATIONS)[number];

export const GOAL_CATEGORIES = [
  'job_interview',
  'fitness',
  'presentation',
  'personal',
  'career',
  'health',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  job_interview: 'Job Interview',
  fitness: 'Fitness',
  presentation: 'Presentation',
  personal: 'Personal Growth',
  career: 'Career',
  health: 'Health',
};

export const PREFERRED_LENGTHS = ['shorter', 'perfect', 'longer'] as const;
export type PreferredLength = (typeof PREFERRED_LENGTHS)[number];

// The server accepts all five; the feedback form offers only the first four.
export const PREFERRED_TONES = ['same', 'more_energetic', 'calmer', 'more_confident', 'gentler'] as const;
export type PreferredTone = (typeof PREFERRED_TONES)[number];
export const FORM_PREFERRED_TONES = ['same', 'more_energetic', 'calmer', 'more_confident'] as const;

export const HELPFUL_ELEMENTS = [
  'specific_examples',
  'emotional_language',
  'actionable_advice',
  'personal_connection',
  'motivating_energy',
  'calming_tone',
  'practical_steps',
  'encouraging_words',
] as const;
export type HelpfulElement = (typeof HELPFUL_ELEMENTS)[number];
export const HELPFUL_ELEMENT_LABELS: Record<HelpfulElement, string> = {
  specific_examples: 'Specific examples',
  emotional_language: 'Emotional language',
  actionable_advice: 'Actionable advice',
  personal_connection: 'Personal connection',
  motivating_energy: 'Motivating energy',
  calming_tone: 'Calming tone',
  practical_steps: 'Practical steps',
  encouraging_words: 'Encouraging words',
};

export const TIERS = ['free', 'starter', 'premium', 'pro'] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ['starter', 'premium', 'pro'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

// Other provider statuses exist but the product only ever shows these two.
export const SUBSCRIPTION_STATUSES = ['free', 'active'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
