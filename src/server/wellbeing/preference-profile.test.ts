import { describe, expect, it } from 'vitest';
import { toWriterProfile } from './preference-profile';
import { type LearnedPreferences, learnPreferences } from './preferences-rule';

const learned = (overrides: Partial<LearnedPreferences> = {}): LearnedPreferences => ({
  ...learnPreferences([]),
  ...overrides,
});

describe('toWriterProfile', () => {
  it('passes the length bias, elements and avoidance patterns through', () => {
    expect(
      toWriterProfile(learned({ lengthBias: -0.4, effectiveElements: { personal_connection: 0.7 } }), [
        'crush it',
      ]),
    ).toEqual({
      preferredTone: null,
      lengthBias: -0.4,
      effectiveElements: { personal_connection: 0.7 },
      avoidancePatterns: ['crush it'],
    });
  });

  it('names a preferred tone only with two or more feedbacks and a clear lead', () => {
    const tones = { encouraging: 0.1, confident: 0.2, gentle: 0.7, energetic: 0 };
    expect(
      toWriterProfile(learned({ preferredTones: tones, totalFeedbackCount: 1 }), []).preferredTone,
    ).toBeNull();
    expect(toWriterProfile(learned({ preferredTones: tones, totalFeedbackCount: 2 }), []).preferredTone).toBe(
      'gentle',
    );
    const close = { ...tones, confident: 0.65 };
    expect(
      toWriterProfile(learned({ preferredTones: close, totalFeedbackCount: 9 }), []).preferredTone,
    ).toBeNull();
  });
});
