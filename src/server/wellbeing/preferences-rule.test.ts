import { describe, expect, it } from 'vitest';
import {
  averageRatingPercent,
  elementScores,
  type FeedbackSignal,
  leadingTone,
  learnAvoidancePatterns,
  learnPreferences,
  lengthBias,
  preferredDuration,
  RECENCY_DECAY,
  recencyWeights,
  toneCredits,
  toneScores,
} from './preferences-rule';

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

describe('recency weights', () => {
  it('gives the newest (last) signal 1 and each older one 0.7 of the next', () => {
    expect(recencyWeights(0)).toEqual([]);
    expect(recencyWeights(1)).toEqual([1]);
    const weights = recencyWeights(4);
    expect(weights.at(-1)).toBe(1);
    for (let index = 0; index < 3; index++) {
      expect(weights[index]).toBeCloseTo((weights[index + 1] ?? 0) * RECENCY_DECAY, 12);
    }
  });
});

describe('tone credits from one feedback', () => {
  it('maps the rating 1–5 onto 0..1 for the speech’s own tone', () => {
    expect([1, 2, 3, 4, 5].map((rating) => toneCredits(signal({ rating })))).toEqual([
      { confident: 0 },
      { confident: 0.25 },
      { confident: 0.5 },
      { confident: 0.75 },
      { confident: 1 },
    ]);
  });

  it("adds 0.5 to the speech's own tone for 'same', capped at 1", () => {
    expect(toneCredits(signal({ rating: 3, preferredTone: 'same' }))).toEqual({ confident: 1 });
    expect(toneCredits(signal({ rating: 2, preferredTone: 'same' }))).toEqual({ confident: 0.75 });
    expect(toneCredits(signal({ rating: 5, preferredTone: 'same' }))).toEqual({ confident: 1 });
  });

  it.each([
    ['more_energetic', 'energetic'],
    ['calmer', 'gentle'],
    ['more_confident', 'confident'],
    ['gentler', 'gentle'],
  ])('credits %s to %s and halves the own tone’s credit', (request, wanted) => {
    const credits = toneCredits(signal({ rating: 5, preferredTone: request, speechTone: 'encouraging' }));
    expect(credits).toEqual({ encouraging: 0.5, [wanted]: 0.5 });
  });

  it('treats a request for the tone the speech already had as a vote for it', () => {
    expect(toneCredits(signal({ rating: 3, preferredTone: 'gentler', speechTone: 'gentle' }))).toEqual({
      gentle: 1,
    });
    expect(toneCredits(signal({ rating: 1, preferredTone: 'more_confident' }))).toEqual({ confident: 0.5 });
  });

  it('ignores a speech tone or request it does not know', () => {
    expect(toneCredits(signal({ speechTone: 'sarcastic' }))).toEqual({});
    expect(toneCredits(signal({ speechTone: 'sarcastic', preferredTone: 'same' }))).toEqual({});
    expect(toneCredits(signal({ speechTone: 'sarcastic', preferredTone: 'calmer' }))).toEqual({
      gentle: 0.5,
    });
    expect(toneCredits(signal({ preferredTone: 'louder' }))).toEqual({ confident: 1 });
    expect(toneCredits(signal({ preferredTone: '__proto__' }))).toEqual({ confident: 1 });
  });
});

describe('tone scores', () => {
  it('are 0 for every tone without feedback', () => {
    expect(toneScores([])).toEqual({ encouraging: 0, confident: 0, gentle: 0, energetic: 0 });
  });

  it('are the recency-weighted mean of the credits over all feedback', () => {
    // Weights 0.7 (older) and 1 (newer): confident 0.7·1 / 1.7, gentle 1·0.5 / 1.7.
    const scores = toneScores([signal({ rating: 5 }), signal({ rating: 3, speechTone: 'gentle' })]);
    expect(scores).toEqual({ encouraging: 0, confident: 0.412, gentle: 0.294, energetic: 0 });
  });

  it('let the newest feedback outweigh an older one of the same strength', () => {
    const confidentThenGentle = toneScores([signal(), signal({ speechTone: 'gentle' })]);
    expect(confidentThenGentle.gentle).toBeGreaterThan(confidentThenGentle.confident);
    const gentleThenConfident = toneScores([signal({ speechTone: 'gentle' }), signal()]);
    expect(gentleThenConfident.confident).toBeGreaterThan(gentleThenConfident.gentle);
  });

  it('stay within 0..1', () => {
    const scores = toneScores(Array.from({ length: 20 }, () => signal({ preferredTone: 'same' })));
    expect(scores.confident).toBe(1);
  });
});

describe('length bias', () => {
  it('is 0 with no length votes, and ignores feedback without one', () => {
    expect(lengthBias([])).toBe(0);
    expect(lengthBias([signal(), signal()])).toBe(0);
    expect(lengthBias([signal(), signal({ preferredLength: 'shorter' }), signal()])).toBe(-1);
  });

  it("counts 'shorter' −1, 'perfect' 0, 'longer' +1, newest weighing most", () => {
    expect(lengthBias([signal({ preferredLength: 'longer' })])).toBe(1);
    expect(lengthBias([signal({ preferredLength: 'perfect' })])).toBe(0);
    // (0.7·(−1) + 1·(+1)) / 1.7
    expect(lengthBias([signal({ preferredLength: 'shorter' }), signal({ preferredLength: 'longer' })])).toBe(
      0.176,
    );
    expect(lengthBias([signal({ preferredLength: 'shorter' }), signal({ preferredLength: 'perfect' })])).toBe(
      -0.412,
    );
  });

  it('ignores an unknown vote', () => {
    expect(lengthBias([signal({ preferredLength: 'constructor' })])).toBe(0);
  });
});

describe('preferred duration', () => {
  it('is the usual length of the rated speeches when the votes are mixed or absent', () => {
    expect(preferredDuration([], 0)).toBe('medium');
    expect(preferredDuration([signal({ speechLength: 'long' })], 0.4)).toBe('long');
    expect(preferredDuration([signal({ speechLength: 'short' }), signal({ speechLength: 'long' })], 0)).toBe(
      'medium',
    );
    expect(preferredDuration([signal({ speechLength: null }), signal({ speechLength: 'odd' })], 0)).toBe(
      'medium',
    );
  });

  it('moves one step when the net vote is clear, never past the ends', () => {
    expect(preferredDuration([signal({ speechLength: 'long' })], -0.5)).toBe('medium');
    expect(preferredDuration([signal({ speechLength: 'long' })], 0.5)).toBe('extended');
    expect(preferredDuration([signal({ speechLength: 'short' })], -1)).toBe('short');
    expect(preferredDuration([signal({ speechLength: 'extended' })], 1)).toBe('extended');
  });
});

describe('effective elements', () => {
  it('is empty without ticks', () => {
    expect(elementScores([])).toEqual({});
    expect(elementScores([signal(), signal({ helpfulElements: [] })])).toEqual({});
  });

  it('scores 1 for an element ticked on every feedback at effectiveness 5', () => {
    const all = Array.from({ length: 4 }, () =>
      signal({ effectiveness: 5, helpfulElements: ['practical_steps'] }),
    );
    expect(elementScores(all)).toEqual({ practical_steps: 1 });
  });

  it('weights ticks by effectiveness (1–5 → 0.2..1) and recency, over the most possible', () => {
    expect(
      [1, 2, 3, 4, 5].map((effectiveness) =>
        elementScores([signal({ effectiveness, helpfulElements: ['calming_tone'] })]),
      ),
    ).toEqual([
      { calming_tone: 0.2 },
      { calming_tone: 0.4 },
      { calming_tone: 0.6 },
      { calming_tone: 0.8 },
      { calming_tone: 1 },
    ]);
    const scores = elementScores([
      signal({ effectiveness: 5, helpfulElements: ['specific_examples', 'personal_connection'] }),
      signal({ effectiveness: 3, helpfulElements: ['personal_connection'] }),
    ]);
    // specific_examples: 0.7·1 / 1.7; personal_connection: (0.7·1 + 1·0.6) / 1.7.
    expect(scores).toEqual({ specific_examples: 0.412, personal_connection: 0.765 });
  });

  it('ignores unknown elements and repeats within one feedback', () => {
    expect(
      elementScores([
        signal({ effectiveness: 5, helpfulElements: ['glitter', 'practical_steps', 'practical_steps'] }),
      ]),
    ).toEqual({
      practical_steps: 1,
    });
  });
});

describe('average rating', () => {
  it('is null before any feedback and the mean as a percentage with one decimal after', () => {
    expect(averageRatingPercent([])).toBeNull();
    expect(averageRatingPercent([signal({ rating: 5 }), signal({ rating: 4 }), signal({ rating: 4 })])).toBe(
      86.7,
    );
    expect(averageRatingPercent([signal({ rating: 1 })])).toBe(20);
    expect(averageRatingPercent([signal({ rating: 3 }), signal({ rating: 4 })])).toBe(70);
  });
});

describe('learnPreferences', () => {
  it('learns nothing from no feedback', () => {
    expect(learnPreferences([])).toEqual({
      preferredTones: { encouraging: 0, confident: 0, gentle: 0, energetic: 0 },
      preferredLength: 'medium',
      lengthBias: 0,
      effectiveElements: {},
      avgRating: null,
      totalFeedbackCount: 0,
    });
  });

  it('puts every part of the rule together', () => {
    const learned = learnPreferences([
      signal({
        rating: 4,
        speechTone: 'gentle',
        preferredLength: 'perfect',
        improvementSuggestions: 'Avoid "crush it"',
      }),
      signal({
        rating: 5,
        effectiveness: 5,
        preferredLength: 'shorter',
        preferredTone: 'more_energetic',
        helpfulElements: ['actionable_advice'],
        improvementSuggestions: "Don't say you've got this. Avoid 'crush it'.",
      }),
    ]);
    expect(learned).toEqual({
      preferredTones: { encouraging: 0, confident: 0.294, gentle: 0.309, energetic: 0.294 },
      preferredLength: 'short',
      lengthBias: -0.588,
      effectiveElements: { actionable_advice: 0.588 },
      avgRating: 90,
      totalFeedbackCount: 2,
    });
  });

  it('learns the same from the same rows however often it runs (an update never double counts)', () => {
    const rows = [
      signal({ preferredLength: 'shorter' }),
      signal({ rating: 2, helpfulElements: ['calming_tone'] }),
    ];
    expect(learnPreferences(rows)).toEqual(learnPreferences([...rows]));
    const updated = [rows[0] as FeedbackSignal, signal({ rating: 5, helpfulElements: ['calming_tone'] })];
    expect(learnPreferences(updated).totalFeedbackCount).toBe(2);
    expect(learnPreferences(updated).avgRating).toBe(100);
  });
});

describe('learnAvoidancePatterns', () => {
  it('reads every suggestion, newest first', async () => {
    const rows = [
      signal({ improvementSuggestions: 'Avoid "crush it"' }),
      signal({ improvementSuggestions: null }),
      signal({ improvementSuggestions: "Don't say you've got this. Avoid 'crush it'." }),
    ];
    expect(await learnAvoidancePatterns(rows)).toEqual(["you've got this", 'crush it']);
    expect(await learnAvoidancePatterns([])).toEqual([]);
  });

  it('keeps at most ten, without repeats', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      signal({ improvementSuggestions: `Avoid "phrase number ${index}". Avoid "shared phrase"` }),
    );
    const patterns = await learnAvoidancePatterns(rows);
    expect(patterns).toHaveLength(10);
    expect(patterns.slice(0, 3)).toEqual(['phrase number 11', 'shared phrase', 'phrase number 10']);
  });
});

describe('leadingTone', () => {
  const scores = { encouraging: 0.2, confident: 0.6, gentle: 0.45, energetic: 0 };

  it('is the top tone once it leads by the margin and rests on two or more feedbacks', () => {
    expect(leadingTone(scores, 2)).toBe('confident');
    expect(leadingTone({ ...scores, gentle: 0.5 }, 5)).toBe('confident');
  });

  it('is null with fewer than two feedbacks, a narrow lead or nothing positive', () => {
    expect(leadingTone(scores, 1)).toBeNull();
    expect(leadingTone({ ...scores, gentle: 0.55 }, 5)).toBeNull();
    expect(leadingTone({ encouraging: 0, confident: 0, gentle: 0, energetic: 0 }, 5)).toBeNull();
    expect(leadingTone({}, 5)).toBeNull();
  });
});
