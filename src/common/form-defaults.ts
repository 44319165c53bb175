import { MOOD_DEFAULT } from './limits';
import type { MoodInput } from './schemas/mood';
import type { SpeechForm } from './schemas/speech';

// The forms' starting values and small helpers the browser needs at first paint, without zod:
// the schemas that validate with these load only when a form is submitted.

export const SPEECH_FORM_DEFAULTS: Readonly<Omit<SpeechForm, 'goalId'>> = {
  context: '',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'medium',
};

export const MOOD_DEFAULTS: Readonly<Required<Omit<MoodInput, 'overallMood'>>> = {
  energy: MOOD_DEFAULT,
  confidence: MOOD_DEFAULT,
  stress: MOOD_DEFAULT,
  motivation: MOOD_DEFAULT,
  notes: '',
};

// The toast the goal dialog shows when the title or category is missing.
export const GOAL_INVALID_TOAST = {
  title: 'Invalid Input',
  description: 'Please fill in all fields.',
} as const;

// A goal without a description is sent as 'Goal: {title}'.
export function goalDescription(title: string, description?: string | null): string {
  const trimmed = description?.trim();
  return trimmed ? trimmed : `Goal: ${title.trim()}`;
}

// A blank name sends no name.
export function normaliseSpeechName(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim();
  return trimmed ? trimmed : undefined;
}

export const DISCOUNT_CODE_MAX_LENGTH = 64;
