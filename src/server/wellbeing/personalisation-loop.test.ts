import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { insertSpeech } from '../../../tests/setup/wellbeing-app';
import { userPreferences } from '../db/schema';
import { type ComposedSpeech, composeSpeech } from '../speeches/writer/build/compose-speech';
import { EMPTY_PROFILE, type WriteRequest } from '../speeches/writer/types';
import { loadPreferenceProfile } from './preference-profile';

// The acceptance: five 'shorter' votes with practical_steps make the next speech, for the same
// request and seed, shorter and fuller of action steps than a fresh user's.

const request = (seed: number): WriteRequest => ({
  context: 'I have my final exams next month and I panic every time I open my notes',
  tone: 'confident',
  voiceStyle: 'warm',
  // A kind with steps enough that, inside the range, there is room for both shorter and more steps.
  duration: 'medium',
  firstName: 'Sam',
  seed,
});
const actionSteps = (speech: ComposedSpeech) => speech.steps.length;

describe('the personalisation loop', () => {
  it('learns from five feedbacks over HTTP and writes a shorter speech with more action steps', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    for (let index = 0; index < 5; index++) {
      const speech = await insertSpeech(database.db, user.id, { tone: 'confident', length: 'medium' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie },
        payload: {
          speechId: String(speech.id),
          rating: 4,
          effectiveness: 4,
          emotionalResonance: 4,
          preferredLength: 'shorter',
          helpfulElements: ['practical_steps'],
        },
      });
      expect(response.statusCode).toBe(201);
    }

    const [stored] = await database.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, user.id));
    expect(stored).toMatchObject({
      preferredLength: 'short',
      effectiveElements: { practical_steps: 0.8 },
      avgRating: 80,
      totalFeedbackCount: 5,
    });
    const profile = await loadPreferenceProfile(database.db, user.id);
    expect(profile).toEqual({
      preferredTone: 'confident',
      lengthBias: -1,
      effectiveElements: { practical_steps: 0.8 },
      avoidancePatterns: [],
    });

    for (const seed of [7, 2026, 424242]) {
      const fresh = composeSpeech(request(seed), EMPTY_PROFILE);
      const learned = composeSpeech(request(seed), { ...profile, recentSentences: [] });
      expect(learned.words, `seed ${seed}`).toBeLessThan(fresh.words);
      expect(actionSteps(learned), `seed ${seed}`).toBeGreaterThan(actionSteps(fresh));
      expect(learned.shaping.profileSignals).toEqual(
        expect.arrayContaining(['a little shorter', 'more practical steps']),
      );
    }
  });

  it('gives a user without feedback the empty profile', async ({ app, database }) => {
    const { user } = await signUp(app);
    const { recentSentences: _recent, ...empty } = EMPTY_PROFILE;
    expect(await loadPreferenceProfile(database.db, user.id)).toEqual(empty);
  });
});
