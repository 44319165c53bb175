import { describe, expect, it } from 'vitest';
import {
  buildInsights,
  improvementArea,
  LOW_EFFECTIVENESS_AREA,
  NO_FEEDBACK_MESSAGE,
  STILL_LEARNING,
} from './insights';
import { type FeedbackSignal, learnPreferences } from './preferences-rule';

const signal = (overrides: Partial<FeedbackSignal> = {}): FeedbackSignal => ({
  rating: 5,
  effectiveness: 4,
  preferredLength: null,
  preferredTone: null,
  helpfulElements: null,
  improvementSuggestions: null,
  speechTone: 'confident',
  speechLength: 'medium',
  ...overrides,
});
const insightsFor = (signals: FeedbackSignal[]) => buildInsights(learnPreferences(signals), signals);

describe('buildInsights', () => {
  it('has no data and a friendly message before any feedback', () => {
    expect(insightsFor([])).toEqual({
      hasData: false,
      message: NO_FEEDBACK_MESSAGE,
      avgRating: 0,
      totalFeedback: 0,
      insights: null,
    });
  });

  it.each([
    [[5, 4, 4, 5, 4], 88, 'Highly Personalised'],
    [[4, 4, 4, 4, 4], 80, 'Highly Personalised'],
    [[5, 4, 4], 86.7, 'Learning Your Preferences'], // high, but from 3 ratings
    [[3, 3, 4], 66.7, 'Learning Your Preferences'],
    [[4], 80, 'Building Your Profile'], // one 4★ rating is not yet a profile
    [[3, 3], 60, 'Building Your Profile'],
    [[2, 3, 3, 2, 3], 52, 'Building Your Profile'],
  ])('ratings %j average %d%%: %s', (ratings, average, status) => {
    const result = insightsFor(ratings.map((rating) => signal({ rating })));
    expect(result).toMatchObject({
      hasData: true,
      message: status,
      avgRating: average,
      totalFeedback: ratings.length,
    });
  });

  it('says nothing about what works best after one rating, however it went', () => {
    const result = insightsFor([
      signal({ rating: 3, preferredLength: 'shorter', helpfulElements: ['practical_steps'] }),
    ]);
    expect(result.insights).toEqual({
      personalityProfile: STILL_LEARNING,
      topPerformingTone: null,
      mostEffectiveElement: null,
      improvementArea: 'Shorter speeches',
    });
  });

  it('says nothing from two ratings, even far apart', () => {
    const result = insightsFor([
      signal({ rating: 5, speechTone: 'confident', helpfulElements: ['practical_steps'] }),
      signal({ rating: 1, speechTone: 'gentle', helpfulElements: ['practical_steps'] }),
    ]);
    expect(result.insights).toMatchObject({
      personalityProfile: STILL_LEARNING,
      topPerformingTone: null,
      mostEffectiveElement: null,
    });
  });

  it('names a tendency once three ratings show a difference, with the labels', () => {
    const result = insightsFor([
      signal({ rating: 5, speechTone: 'confident', helpfulElements: ['practical_steps'] }),
      signal({ rating: 3, speechTone: 'gentle', preferredLength: 'shorter' }),
      signal({
        rating: 4,
        speechTone: 'confident',
        preferredLength: 'shorter',
        helpfulElements: ['practical_steps', 'calming_tone'],
      }),
    ]);
    expect(result.insights).toEqual({
      personalityProfile:
        'Tends to rate confident speeches higher, often finds practical steps helpful and tends to prefer shorter speeches.',
      topPerformingTone: 'Confident',
      mostEffectiveElement: 'Practical steps',
      improvementArea: 'Shorter speeches',
    });
  });

  it.each([
    ['all in one tone', [5, 5, 4].map((rating) => signal({ rating }))],
    [
      'less than a star apart',
      [
        signal({ rating: 5, speechTone: 'confident' }),
        signal({ rating: 4, speechTone: 'confident' }),
        signal({ rating: 4, speechTone: 'gentle' }),
      ],
    ],
  ])('names no tone from ratings %s', (_, signals) => {
    expect(insightsFor(signals).insights).toMatchObject({
      personalityProfile: STILL_LEARNING,
      topPerformingTone: null,
    });
  });

  it('names no element ticked only once, or level with another', () => {
    const once = [signal({ helpfulElements: ['practical_steps'] }), signal(), signal()];
    expect(insightsFor(once).insights?.mostEffectiveElement).toBeNull();
    const level = [
      signal({ helpfulElements: ['practical_steps', 'calming_tone'] }),
      signal({ helpfulElements: ['calming_tone', 'practical_steps'] }),
      signal(),
    ];
    expect(insightsFor(level).insights?.mostEffectiveElement).toBeNull();
  });
});

describe('improvementArea', () => {
  it('is the change asked for most often', () => {
    const signals = [
      signal({ preferredTone: 'calmer' }),
      signal({ preferredLength: 'longer', preferredTone: 'calmer' }),
      signal({ preferredLength: 'longer' }),
      signal({ preferredTone: 'calmer', preferredLength: 'perfect' }),
    ];
    expect(improvementArea(signals)).toBe('A calmer tone');
  });

  it('breaks ties by the most recent request', () => {
    expect(
      improvementArea([signal({ preferredTone: 'more_energetic' }), signal({ preferredLength: 'shorter' })]),
    ).toBe('Shorter speeches');
    expect(
      improvementArea([signal({ preferredLength: 'shorter' }), signal({ preferredTone: 'gentler' })]),
    ).toBe('A gentler touch');
    expect(improvementArea([signal({ preferredTone: 'more_confident' })])).toBe('More confidence');
  });

  it('falls back to effectiveness when no change was asked for', () => {
    expect(improvementArea([signal({ preferredTone: 'same', preferredLength: 'perfect' })])).toBeNull();
    expect(improvementArea([signal({ effectiveness: 2 }), signal({ effectiveness: 3 })])).toBe(
      LOW_EFFECTIVENESS_AREA,
    );
    expect(improvementArea([signal({ effectiveness: 3 })])).toBeNull();
  });
});
