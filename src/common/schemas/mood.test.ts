import { describe, expect, it } from 'vitest';
import { MOOD_DEFAULTS } from '../form-defaults';
import { moodSchema } from './mood';

const messages = (input: unknown) =>
  moodSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
const valid = { energy: 7, confidence: 6, stress: 3, motivation: 8 };

describe('moodSchema', () => {
  it('accepts the four scores alone', () => {
    expect(moodSchema.parse(valid)).toEqual(valid);
  });

  it.each(['energy', 'confidence', 'stress', 'motivation'])('bounds %s to whole numbers 1–10', (field) => {
    const label = field.charAt(0).toUpperCase() + field.slice(1);
    const message = `${label} must be a whole number from 1 to 10`;
    expect(moodSchema.safeParse({ ...valid, [field]: 1 }).success).toBe(true);
    expect(moodSchema.safeParse({ ...valid, [field]: 10 }).success).toBe(true);
    expect(messages({ ...valid, [field]: 0 })).toEqual([message]);
    expect(messages({ ...valid, [field]: 11 })).toEqual([message]);
    expect(messages({ ...valid, [field]: 4.5 })).toEqual([message]);
    expect(messages({ ...valid, [field]: '5' })).toEqual([message]);
    expect(messages({ ...valid, [field]: undefined })).toEqual([`${label} is required`]);
  });

  it('takes notes of up to 200 characters', () => {
    expect(moodSchema.parse({ ...valid, notes: 'Slept well' }).notes).toBe('Slept well');
    expect(moodSchema.safeParse({ ...valid, notes: '' }).success).toBe(true);
    expect(moodSchema.safeParse({ ...valid, notes: 'n'.repeat(200) }).success).toBe(true);
    expect(messages({ ...valid, notes: 'n'.repeat(201) })).toEqual(['Notes must be 200 characters or fewer']);
    // The counter counts spaces, so the limit does too.
    expect(messages({ ...valid, notes: `${'n'.repeat(199)}  ` })).toEqual([
      'Notes must be 200 characters or fewer',
    ]);
    expect(messages({ ...valid, notes: 12 })).toEqual(['Notes must be text']);
  });

  it('accepts a client-computed overallMood as text', () => {
    expect(moodSchema.parse({ ...valid, overallMood: 'great' }).overallMood).toBe('great');
    expect(messages({ ...valid, overallMood: 3 })).toEqual(['Overall mood must be text']);
  });

  it('strips unknown keys and survives hostile objects', () => {
    const hostile = JSON.parse(
      '{"energy":5,"confidence":5,"stress":5,"motivation":5,"userId":3,"__proto__":{"polluted":true}}',
    );
    expect(moodSchema.parse(hostile)).toEqual({ energy: 5, confidence: 5, stress: 5, motivation: 5 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(moodSchema.safeParse(null).success).toBe(false);
    expect(moodSchema.safeParse([]).success).toBe(false);
  });

  it('reports every bad field at once', () => {
    expect(messages({})).toEqual([
      'Energy is required',
      'Confidence is required',
      'Stress is required',
      'Motivation is required',
    ]);
  });
});

describe('MOOD_DEFAULTS', () => {
  it('starts every scale at 5 with empty notes, and is valid', () => {
    expect(MOOD_DEFAULTS).toEqual({ energy: 5, confidence: 5, stress: 5, motivation: 5, notes: '' });
    expect(moodSchema.safeParse(MOOD_DEFAULTS).success).toBe(true);
  });
});
