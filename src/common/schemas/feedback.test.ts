import { describe, expect, it } from 'vitest';
import { FEEDBACK_DEFAULTS, feedbackSchema } from './feedback';

const messages = (input: unknown) =>
  feedbackSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
const valid = { speechId: '42', rating: 5, effectiveness: 4, emotionalResonance: 3 };
const ID_MESSAGE = 'Speech id must be a positive whole number';

describe('feedbackSchema', () => {
  it('accepts the required fields and defaults the two flags to true', () => {
    expect(feedbackSchema.parse(valid)).toEqual({ ...valid, wouldRecommend: true, completedListening: true });
  });

  it('keeps explicit false flags', () => {
    const parsed = feedbackSchema.parse({ ...valid, wouldRecommend: false, completedListening: false });
    expect(parsed.wouldRecommend).toBe(false);
    expect(parsed.completedListening).toBe(false);
    expect(messages({ ...valid, wouldRecommend: 'yes' })).toEqual(['wouldRecommend must be true or false']);
    expect(messages({ ...valid, completedListening: 0 })).toEqual([
      'completedListening must be true or false',
    ]);
  });

  it('accepts every optional field at once', () => {
    const full = {
      ...valid,
      preferredLength: 'longer',
      preferredTone: 'gentler',
      helpfulElements: ['actionable_advice', 'practical_steps'],
      improvementSuggestions: 'More about my team',
      wouldRecommend: false,
      completedListening: true,
      timeSpentListening: 93.5,
    };
    expect(feedbackSchema.parse(full)).toEqual(full);
  });

  it('requires speechId as a string of digits naming a possible row', () => {
    expect(messages({ ...valid, speechId: undefined })).toEqual(['Speech id is required']);
    expect(messages({ ...valid, speechId: '' })).toEqual(['Speech id is required']);
    expect(messages({ ...valid, speechId: 42 })).toEqual(['Speech id must be text']);
    for (const speechId of [
      '0',
      '00',
      '-1',
      '1.5',
      '4e2',
      ' 42',
      '42-abc',
      'abc',
      '2147483648',
      '99999999999',
    ]) {
      expect(messages({ ...valid, speechId })).toEqual([ID_MESSAGE]);
    }
    expect(feedbackSchema.safeParse({ ...valid, speechId: '1' }).success).toBe(true);
    expect(feedbackSchema.safeParse({ ...valid, speechId: '2147483647' }).success).toBe(true);
  });

  it.each([
    ['rating', 'Rating'],
    ['effectiveness', 'Effectiveness'],
    ['emotionalResonance', 'Emotional resonance'],
  ])('bounds %s to whole numbers 1–5', (field, label) => {
    const message = `${label} must be a whole number from 1 to 5`;
    expect(feedbackSchema.safeParse({ ...valid, [field]: 1 }).success).toBe(true);
    expect(feedbackSchema.safeParse({ ...valid, [field]: 5 }).success).toBe(true);
    expect(messages({ ...valid, [field]: 0 })).toEqual([message]);
    expect(messages({ ...valid, [field]: 6 })).toEqual([message]);
    expect(messages({ ...valid, [field]: 2.5 })).toEqual([message]);
    expect(messages({ ...valid, [field]: '4' })).toEqual([message]);
    expect(messages({ ...valid, [field]: null })).toEqual([message]);
  });

  it('takes a preferred length from the three options', () => {
    for (const preferredLength of ['shorter', 'perfect', 'longer']) {
      expect(feedbackSchema.safeParse({ ...valid, preferredLength }).success).toBe(true);
    }
    expect(messages({ ...valid, preferredLength: 'tiny' })).toEqual([
      'Preferred length must be one of: shorter, perfect, longer',
    ]);
  });

  it('takes all five preferred tones, including gentler which the form does not offer', () => {
    for (const preferredTone of ['same', 'more_energetic', 'calmer', 'more_confident', 'gentler']) {
      expect(feedbackSchema.safeParse({ ...valid, preferredTone }).success).toBe(true);
    }
    expect(messages({ ...valid, preferredTone: 'louder' })).toEqual([
      'Preferred tone must be one of: same, more_energetic, calmer, more_confident, gentler',
    ]);
  });

  it('takes helpful elements from the eight, without repeats', () => {
    const all = [
      'specific_examples',
      'emotional_language',
      'actionable_advice',
      'personal_connection',
      'motivating_energy',
      'calming_tone',
      'practical_steps',
      'encouraging_words',
    ];
    expect(feedbackSchema.parse({ ...valid, helpfulElements: all }).helpfulElements).toEqual(all);
    expect(feedbackSchema.parse({ ...valid, helpfulElements: [] }).helpfulElements).toEqual([]);
    expect(messages({ ...valid, helpfulElements: ['calming_tone', 'calming_tone'] })).toEqual([
      'Helpful elements must not repeat',
    ]);
    expect(messages({ ...valid, helpfulElements: ['jokes'] })).toEqual([
      `Helpful elements must be from: ${all.join(', ')}`,
    ]);
    expect(messages({ ...valid, helpfulElements: 'calming_tone' })).toEqual([
      'Helpful elements must be a list',
    ]);
    expect(messages({ ...valid, helpfulElements: [...all, 'calming_tone'] })).toContain(
      'Choose at most 8 helpful elements',
    );
  });

  it('caps improvement suggestions at 1000 characters after trimming', () => {
    expect(
      feedbackSchema.parse({ ...valid, improvementSuggestions: '  shorter  ' }).improvementSuggestions,
    ).toBe('shorter');
    expect(feedbackSchema.safeParse({ ...valid, improvementSuggestions: 's'.repeat(1000) }).success).toBe(
      true,
    );
    expect(messages({ ...valid, improvementSuggestions: 's'.repeat(1001) })).toEqual([
      'Improvement suggestions must be 1000 characters or fewer',
    ]);
    expect(messages({ ...valid, improvementSuggestions: {} })).toEqual([
      'Improvement suggestions must be text',
    ]);
  });

  it('takes time spent listening as a finite non-negative number', () => {
    expect(feedbackSchema.parse({ ...valid, timeSpentListening: 0 }).timeSpentListening).toBe(0);
    expect(feedbackSchema.parse({ ...valid, timeSpentListening: 12.25 }).timeSpentListening).toBe(12.25);
    expect(messages({ ...valid, timeSpentListening: -0.1 })).toEqual([
      'Time spent listening cannot be negative',
    ]);
    for (const timeSpentListening of [Number.POSITIVE_INFINITY, Number.NaN, '30', null]) {
      expect(messages({ ...valid, timeSpentListening })).toEqual([
        'Time spent listening must be a number of seconds',
      ]);
    }
  });

  it('strips unknown keys and survives hostile objects', () => {
    const hostile = JSON.parse(
      '{"speechId":"1","rating":3,"effectiveness":3,"emotionalResonance":3,"userId":9,"__proto__":{"polluted":true}}',
    );
    expect(feedbackSchema.parse(hostile)).toEqual({
      speechId: '1',
      rating: 3,
      effectiveness: 3,
      emotionalResonance: 3,
      wouldRecommend: true,
      completedListening: true,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(feedbackSchema.safeParse('feedback').success).toBe(false);
  });
});

describe('FEEDBACK_DEFAULTS', () => {
  it('fills in 5, 4 and 4 for a client that leaves the ratings out, and only then', () => {
    expect(FEEDBACK_DEFAULTS).toEqual({ rating: 5, effectiveness: 4, emotionalResonance: 4 });
    expect(feedbackSchema.parse({ speechId: '1' })).toMatchObject(FEEDBACK_DEFAULTS);
    expect(feedbackSchema.parse({ speechId: '1', rating: 2 })).toMatchObject({
      rating: 2,
      effectiveness: 4,
      emotionalResonance: 4,
    });
    expect(feedbackSchema.parse({ ...valid, rating: 1 })).toMatchObject({ rating: 1, emotionalResonance: 3 });
  });
});
