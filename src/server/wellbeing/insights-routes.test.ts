import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/setup/session';
import { insertSpeech, withWellbeingApp } from '../../../tests/setup/wellbeing-app';
import type { Tone } from '../../common/enums';
import { NO_FEEDBACK_MESSAGE } from './insights';

const t = withWellbeingApp();

const insights = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/personalisation-insights', headers: { cookie } });

async function rate(
  cookie: string,
  userId: string,
  feedback: Record<string, unknown>,
  tone: Tone = 'confident',
) {
  const speech = await insertSpeech(t.database.db, userId, { tone });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie },
    payload: { speechId: String(speech.id), effectiveness: 4, emotionalResonance: 4, ...feedback },
  });
  expect(response.statusCode).toBe(201);
}

describe('GET /api/personalisation-insights', () => {
  it('has no data before any feedback', async () => {
    const { cookie } = await signUp(t.app);
    const response = await insights(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasData: false,
      message: NO_FEEDBACK_MESSAGE,
      avgRating: 0,
      totalFeedback: 0,
      insights: null,
    });
  });

  it('reports the right averages and insights after three feedbacks, counting only mine', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await rate(me.cookie, me.user.id, { rating: 5, helpfulElements: ['practical_steps'] }, 'energetic');
    await rate(me.cookie, me.user.id, { rating: 4, preferredTone: 'calmer' }, 'confident');
    await rate(me.cookie, me.user.id, {
      rating: 4,
      preferredTone: 'calmer',
      helpfulElements: ['practical_steps'],
    });
    await rate(other.cookie, other.user.id, { rating: 1 });

    const response = await insights(me.cookie);
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
    const theirs = (await insights(other.cookie)).json();
    expect(theirs).toMatchObject({
      hasData: true,
      avgRating: 20,
      totalFeedback: 1,
      message: 'Building Your Profile',
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/personalisation-insights' })).statusCode).toBe(
      401,
    );
  });
});
