import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { insertSpeech } from '../../../tests/setup/wellbeing-app';
import { PREFERRED_TONES } from '../../common/enums';
import type { App } from '../app';
import type { Database } from '../db/client';
import { speechFeedback, userPreferences } from '../db/schema';

const post = (app: App, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie }, payload: payload as object });
const feedbackOf = (database: Database, userId: string) =>
  database.db.select().from(speechFeedback).where(eq(speechFeedback.userId, userId));
const preferencesOf = async (database: Database, userId: string) =>
  (await database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];

describe('POST /api/feedback', () => {
  it('saves feedback on my speech, booleans as 1/0, and learns my preferences', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(database.db, user.id, { tone: 'gentle', length: 'short' });
    const response = await post(app, cookie, {
      speechId: String(speech.id),
      rating: 4,
      effectiveness: 5,
      emotionalResonance: 3,
      preferredLength: 'longer',
      preferredTone: 'same',
      helpfulElements: ['calming_tone', 'practical_steps'],
      improvementSuggestions: '  Avoid "crush it"  ',
      wouldRecommend: false,
      completedListening: true,
      timeSpentListening: 93.5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      speechId: speech.id,
      rating: 4,
      effectiveness: 5,
      emotionalResonance: 3,
      preferredLength: 'longer',
      preferredTone: 'same',
      helpfulElements: ['calming_tone', 'practical_steps'],
      improvementSuggestions: 'Avoid "crush it"',
      wouldRecommend: 0,
      completedListening: 1,
      timeSpentListening: 93.5,
    });
    expect(response.json()).not.toHaveProperty('created');
    expect(await preferencesOf(database, user.id)).toMatchObject({
      preferredTones: { encouraging: 0, confident: 0, gentle: 1, energetic: 0 },
      preferredLength: 'medium',
      effectiveElements: { calming_tone: 1, practical_steps: 1 },
      avoidancePatterns: ['crush it'],
      avgRating: 80,
      totalFeedbackCount: 1,
    });
  });

  it('fills in what a client leaves out: ratings 5, 4 and 4, both flags true, optional fields empty', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(database.db, user.id);
    const response = await post(app, cookie, { speechId: String(speech.id) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      rating: 5,
      effectiveness: 4,
      emotionalResonance: 4,
      wouldRecommend: 1,
      completedListening: 1,
      preferredLength: null,
      preferredTone: null,
      helpfulElements: null,
      improvementSuggestions: null,
      timeSpentListening: null,
    });
  });

  it.for(PREFERRED_TONES)('accepts preferredTone %s', async (preferredTone, { app, database }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(database.db, user.id);
    const response = await post(app, cookie, {
      speechId: String(speech.id),
      rating: 3,
      effectiveness: 3,
      emotionalResonance: 3,
      preferredTone,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().preferredTone).toBe(preferredTone);
  });

  it('updates my earlier feedback on the same speech instead of adding one, and relearns without double counting', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(database.db, user.id);
    const body = { speechId: String(speech.id), rating: 2, effectiveness: 2, emotionalResonance: 2 };
    const first = await post(app, cookie, { ...body, helpfulElements: ['specific_examples'] });
    expect(first.statusCode).toBe(201);
    const second = await post(app, cookie, { ...body, rating: 5, preferredLength: 'shorter' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      rating: 5,
      preferredLength: 'shorter',
      helpfulElements: null,
    });
    expect(second.json().createdAt).toBe(first.json().createdAt);
    expect(await feedbackOf(database, user.id)).toHaveLength(1);
    expect(await preferencesOf(database, user.id)).toMatchObject({
      avgRating: 100,
      totalFeedbackCount: 1,
      effectiveElements: {},
      preferredTones: { confident: 1 },
    });
  });

  it('answers 404 for someone else’s speech or a missing one, writing nothing', async ({ app, database }) => {
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const speech = await insertSpeech(database.db, owner.user.id);
    const body = { rating: 1, effectiveness: 1, emotionalResonance: 1 };
    for (const speechId of [String(speech.id), '2147483647']) {
      const response = await post(app, intruder.cookie, { ...body, speechId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Speech not found' });
    }
    expect(await feedbackOf(database, intruder.user.id)).toHaveLength(0);
    expect(await preferencesOf(database, intruder.user.id)).toBeUndefined();
    expect(
      await database.db.select().from(speechFeedback).where(eq(speechFeedback.speechId, speech.id)),
    ).toHaveLength(0);
  });

  it('answers bad input with 400 and the shared schema’s message, writing nothing', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(database.db, user.id);
    const valid = { speechId: String(speech.id), rating: 5, effectiveness: 4, emotionalResonance: 4 };
    const cases: [unknown, string | RegExp][] = [
      [{ ...valid, speechId: undefined }, 'Speech id is required'],
      [{ ...valid, speechId: speech.id }, 'Speech id must be text'],
      [{ ...valid, speechId: '' }, 'Speech id is required'],
      [{ ...valid, speechId: '-1' }, 'Speech id must be a positive whole number'],
      [{ ...valid, speechId: '1.5' }, 'Speech id must be a positive whole number'],
      [{ ...valid, speechId: '0' }, 'Speech id must be a positive whole number'],
      [{ ...valid, speechId: '9999999999' }, 'Speech id must be a positive whole number'],
      [{ ...valid, speechId: `${speech.id}-abc` }, 'Speech id must be a positive whole number'],
      [{ ...valid, rating: 0 }, 'Rating must be a whole number from 1 to 5'],
      [{ ...valid, rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ ...valid, effectiveness: 2.5 }, 'Effectiveness must be a whole number from 1 to 5'],
      [{ ...valid, emotionalResonance: '4' }, 'Emotional resonance must be a whole number from 1 to 5'],
      [{ ...valid, rating: null }, 'Rating must be a whole number from 1 to 5'],
      [{ ...valid, preferredLength: 'tiny' }, /^Preferred length must be one of/],
      [{ ...valid, preferredTone: 'angrier' }, /^Preferred tone must be one of/],
      [{ ...valid, helpfulElements: 'practical_steps' }, 'Helpful elements must be a list'],
      [{ ...valid, helpfulElements: ['glitter'] }, /^Helpful elements must be from/],
      [{ ...valid, helpfulElements: ['calming_tone', 'calming_tone'] }, 'Helpful elements must not repeat'],
      [{ ...valid, improvementSuggestions: 's'.repeat(1001) }, /^Improvement suggestions must be 1000/],
      [{ ...valid, improvementSuggestions: 'nul \u0000 here' }, 'Text must not contain NUL characters'],
      [{ ...valid, wouldRecommend: 'yes' }, 'wouldRecommend must be true or false'],
      [{ ...valid, completedListening: 0 }, 'completedListening must be true or false'],
      [{ ...valid, timeSpentListening: -1 }, 'Time spent listening cannot be negative'],
      [{ ...valid, timeSpentListening: '60' }, 'Time spent listening must be a number of seconds'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(app, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const raw = (json: string) =>
      app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie, 'content-type': 'application/json' },
        payload: `{"speechId":"${speech.id}","rating":5,"effectiveness":4,"emotionalResonance":4,${json}}`,
      });
    expect((await raw('"__proto__":{"x":1}')).statusCode).toBe(400);
    // 1e400 parses to Infinity, which zod 4 numbers refuse.
    const infinite = await raw('"timeSpentListening":1e400');
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json().message).toBe('Time spent listening must be a number of seconds');
    expect(await feedbackOf(database, user.id)).toHaveLength(0);
    expect(await preferencesOf(database, user.id)).toBeUndefined();
  });

  it('counts every one of many feedbacks sent at once', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const list = await Promise.all(Array.from({ length: 6 }, () => insertSpeech(database.db, user.id)));
    const responses = await Promise.all(
      list.map((speech, index) =>
        post(app, cookie, {
          speechId: String(speech.id),
          rating: (index % 5) + 1,
          effectiveness: 3,
          emotionalResonance: 3,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    // Ratings 1,2,3,4,5,1: mean 2.667 → 53.3%.
    expect(await preferencesOf(database, user.id)).toMatchObject({ totalFeedbackCount: 6, avgRating: 53.3 });
  });

  it('needs a session', async ({ app }) => {
    const payload = { speechId: '1', rating: 5, effectiveness: 4, emotionalResonance: 4 };
    const response = await app.inject({ method: 'POST', url: '/api/feedback', payload });
    expect(response.statusCode).toBe(401);
  });
});

describe('feedback racing the deletion of its speech', () => {
  it('answers 404 or 409, never 500, however the two interleave', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const statuses = new Set<number>();
    for (let run = 0; run < 12; run++) {
      const speech = await insertSpeech(database.db, user.id);
      const [rated, deleted] = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { cookie },
          payload: { speechId: String(speech.id), rating: 4, effectiveness: 4, emotionalResonance: 4 },
        }),
        app.inject({ method: 'DELETE', url: `/api/speeches/${speech.id}`, headers: { cookie } }),
      ]);
      statuses.add(rated.statusCode);
      expect(deleted.statusCode).toBe(204);
    }
    expect([...statuses].filter((status) => ![200, 201, 404, 409].includes(status))).toEqual([]);
  });
});
