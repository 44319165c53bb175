import { describe, expect, it } from 'vitest';
import {
  discountCodeSchema,
  emailSchema,
  FEEDBACK_DEFAULTS,
  feedbackSchema,
  GOAL_INVALID_TOAST,
  goalDescription,
  goalSchema,
  goalUpdateSchema,
  isCommonPassword,
  loginSchema,
  MOOD_DEFAULTS,
  moodSchema,
  normaliseSpeechName,
  passwordSchema,
  SPEECH_FORM_DEFAULTS,
  signupSchema,
  speechCreateSchema,
  speechFormSchema,
  speechUpdateSchema,
  subscriptionChoiceSchema,
} from '.';

describe('schemas index', () => {
  it('re-exports every schema', () => {
    const all = [
      speechCreateSchema,
      speechFormSchema,
      speechUpdateSchema,
      moodSchema,
      goalSchema,
      goalUpdateSchema,
      feedbackSchema,
      subscriptionChoiceSchema,
      discountCodeSchema,
      emailSchema,
      passwordSchema,
      signupSchema,
      loginSchema,
    ];
    for (const schema of all) expect(schema.safeParse(Symbol('hostile')).success).toBe(false);
  });

  it('re-exports the defaults and helpers', () => {
    expect(SPEECH_FORM_DEFAULTS.tone).toBe('encouraging');
    expect(MOOD_DEFAULTS.energy).toBe(5);
    expect(FEEDBACK_DEFAULTS.rating).toBe(5);
    expect(GOAL_INVALID_TOAST.title).toBe('Invalid Input');
    expect(normaliseSpeechName(' ')).toBeUndefined();
    expect(goalDescription('Run')).toBe('Goal: Run');
    expect(isCommonPassword('password')).toBe(true);
  });
});
