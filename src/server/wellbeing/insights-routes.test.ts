import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { insertSpeech } from '../../../tests/setup/wellbeing-app';
import type { Tone } from '../../common/enums';
import type { App } from '../app';
import type { Database } from '../db/client';
import { NO_FEEDBACK_MESSAGE } from './insights';

const insights = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/personalisation-insights', headers: { cookie } });

async function rate(
  app: App,
  database: Database,
  cookie: string,
  userId: string,
  feedback: Record<string, unknown>,
  tone: Tone = 'confident',
) {
  const speech = await insertSpeech(database.db, userId, { tone });
  const response = await app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie },
    payload: { speechId: String(speech.id), effectiveness: 4, emotionalResonance: 4, ...feedback },
  });
  expect(response.statusCode).toBe(201);
}

describe('GET /api/personalisation-insights', () => {
  it('has no data before any feedback', async ({ app }) => {
    const { cookie } = await signUp(app);
    const response = await insights(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasData: false,
      message: NO_FEEDBACK_MESSAGE,
      avgRating: 0,
      totalFeedback: 0,
      insights: null,
    });
  });

  it('reports the right averages and insights after three feedbacks, counting only mine', async ({
    app,
    database,
  }) => {
    const me = await signUp(app);
    const other = await signUp(app);
    await rate(
      app,
      database,
      me.cookie,
      me.user.id,
      { rating: 5, helpfulElements: ['practical_steps'] },
      'energetic',
    );
    await rate(app, database, me.cookie, me.user.id, { rating: 4, preferredTone: 'calmer' }, 'confident');
    await rate(app, database, me.cookie, me.user.id, {
      rating: 4,
      preferredTone: 'calmer',
      helpfulElements: ['practical_steps'],
    });
    await rate(app, database, other.cookie, other.user.id, { rating: 1 });

    const response = await insights(app, me.cookie);
    expect(response.statusCode).toBe(200);
    // (5 + 4 + 4) / 3 = 4.333 → 86.7%, from 3 ratings: learning, not yet 'Highly Personalised'.
    expect(response.json()).toEqual({
      hasData: true,
      message: 'Learning Your Preferences',
      avgRating: 86.7,
      totalFeedback: 3,
      insights: {
        personalityProfile:
          'Tends to rate energetic speeches higher and often finds practical steps helpful.',
        topPerformingTone: 'Energetic',
        mostEffectiveElement: 'Practical steps',
        improvementArea: 'A calmer tone',
      },
    });
    const theirs = (await insights(app, other.cookie)).json();
    expect(theirs).toMatchObject({
      hasData: true,
      avgRating: 20,
      totalFeedback: 1,
      message: 'Building Your Profile',
    });
  });

  it('needs a session', async ({ app }) => {
    expect((await app.inject({ method: 'GET', url: '/api/personalisation-insights' })).statusCode).toBe(401);
  });
});
