export const THEMES = [
  'job_interview',
  'presentation',
  'fitness',
  'health',
  'career',
  'personal_growth',
  'exams',
  'setbacks',
  'creative',
  'relationships',
  'general',
] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = {
  job_interview: 'a job interview',
  presentation: 'a presentation or pitch',
  fitness: 'fitness and training',
  health: 'health and recovery',
  career: 'work and career',
  personal_growth: 'personal growth',
  exams: 'study and exams',
  setbacks: 'a setback or loss',
  creative: 'creative work',
  relationships: 'relationships',
  general: 'what is in front of you',
};

/** How the key phrase behaves in a sentence: a moment ahead, an ongoing effort, or something that happened. */
export type KeyKind = 'event' | 'pursuit' | 'loss';

/** Said when the context names no clear situation: generic but always grammatical. */
export const FALLBACK_KEYS: Record<Theme, { phrase: string; kind: KeyKind }> = {
  job_interview: { phrase: 'your interview', kind: 'event' },
  presentation: { phrase: 'your presentation', kind: 'event' },
  fitness: { phrase: 'your training', kind: 'pursuit' },
  health: { phrase: 'your health', kind: 'pursuit' },
  career: { phrase: 'your next step at work', kind: 'pursuit' },
  personal_growth: { phrase: 'the person you are becoming', kind: 'pursuit' },
  exams: { phrase: 'your exams', kind: 'event' },
  setbacks: { phrase: 'what happened', kind: 'loss' },
  creative: { phrase: 'your creative work', kind: 'pursuit' },
  relationships: { phrase: 'your relationships', kind: 'pursuit' },
  general: { phrase: 'what is in front of you', kind: 'pursuit' },
};

export const GRIEF_FALLBACK_KEY = 'your loss';
