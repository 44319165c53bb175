import { describe, expect, it } from 'vitest';
import {
  BILLING_CYCLES,
  DURATIONS,
  FORM_PREFERRED_TONES,
  GOAL_CATEGORIES,
  GOAL_CATEGORY_LABELS,
  HELPFUL_ELEMENT_LABELS,
  HELPFUL_ELEMENTS,
  PAID_TIERS,
  PREFERRED_LENGTHS,
  PREFERRED_TONES,
  SUBSCRIPTION_STATUSES,
  TIERS,
  TONE_LABELS,
  TONES,
  VOICE_STYLE_LABELS,
  VOICE_STYLES,
} from './enums';

describe('enums', () => {
  it('lists the speech choices in order', () => {
    expect(TONES).toEqual(['encouraging', 'confident', 'gentle', 'energetic']);
    expect(VOICE_STYLES).toEqual(['warm', 'professional', 'soothing']);
    expect(DURATIONS).toEqual(['short', 'medium', 'long', 'extended']);
  });

  it('labels every tone and voice style with its capitalised word', () => {
    expect(TONE_LABELS).toEqual({
      encouraging: 'Encouraging',
      confident: 'Confident',
      gentle: 'Gentle',
      energetic: 'Energetic',
    });
    expect(VOICE_STYLE_LABELS).toEqual({ warm: 'Warm', professional: 'Professional', soothing: 'Soothing' });
  });

  it('lists goal categories with their display labels', () => {
    expect(GOAL_CATEGORIES).toEqual([
      'job_interview',
      'fitness',
      'presentation',
      'personal',
      'career',
      'health',
    ]);
    expect(GOAL_CATEGORIES.map((c) => GOAL_CATEGORY_LABELS[c])).toEqual([
      'Job Interview',
      'Fitness',
      'Presentation',
      'Personal Growth',
      'Career',
      'Health',
    ]);
  });

  it('offers the form only the first four of the five preferred tones', () => {
    expect(PREFERRED_LENGTHS).toEqual(['shorter', 'perfect', 'longer']);
    expect(PREFERRED_TONES).toEqual(['same', 'more_energetic', 'calmer', 'more_confident', 'gentler']);
    expect(FORM_PREFERRED_TONES).toEqual(PREFERRED_TONES.slice(0, 4));
    expect(FORM_PREFERRED_TONES).not.toContain('gentler');
  });

  it('lists the eight helpful elements in order, each with a label', () => {
    expect(HELPFUL_ELEMENTS).toEqual([
      'specific_examples',
      'emotional_language',
      'actionable_advice',
      'personal_connection',
      'motivating_energy',
      'calming_tone',
      'practical_steps',
      'encouraging_words',
    ]);
    expect(Object.keys(HELPFUL_ELEMENT_LABELS)).toEqual([...HELPFUL_ELEMENTS]);
    expect(HELPFUL_ELEMENT_LABELS.actionable_advice).toBe('Actionable advice');
    for (const label of Object.values(HELPFUL_ELEMENT_LABELS)) expect(label).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
  });

  it('lists tiers cheapest first, with the paid ones a suffix of all tiers', () => {
    expect(TIERS).toEqual(['free', 'starter', 'premium', 'pro']);
    expect(PAID_TIERS).toEqual(TIERS.slice(1));
    expect(BILLING_CYCLES).toEqual(['monthly', 'yearly']);
    expect(SUBSCRIPTION_STATUSES).toEqual(['free', 'active']);
  });
});
