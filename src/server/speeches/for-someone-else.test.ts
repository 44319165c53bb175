import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { startLlmDouble } from '../../../tests/doubles/openai-compatible-llm';
import { setUser } from '../../../tests/setup/billing-app';
import { appTest as it } from '../../../tests/setup/fixtures';
import { callAs, signUp } from '../../../tests/setup/session';
import { buildTestApp } from '../../../tests/setup/test-app';
import { insertSpeech } from '../../../tests/setup/wellbeing-app';
import type { App } from '../app';
import type { Database } from '../db/client';
import { speeches, speechFeedback, userPreferences, users } from '../db/schema';
import { loadPreferenceProfile } from '../wellbeing/preference-profile';
import { createWriter } from './writer/fallback-writer';
import { createLocalWriter } from './writer/local-writer';

// A speech for someone else: it speaks to them by the name given, and nothing of the sender reaches the
// writer (their first name, learned preferences, phrases to avoid, goals, mood). It uses the sender's
// quota, is saved as being for them, and a rating of it teaches the sender's profile nothing.

// The sender's name and the words they asked never to hear: neither may reach a speech for someone else.
const SENDER = 'Zebulon';
const AVOIDED = 'deep breath';

const forMaya = {
  context: 'Her driving test is on Friday. She failed the first one and is sure she will freeze again',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'short',
  timeZone: 'Europe/London',
  forName: 'Maya',
} as const;
const { forName: _forName, ...forMe } = forMaya;

/**
 * A sender with a learned profile (longer speeches, practical steps, a phrase to avoid), an open goal and
 * a mood with a note, and speeches enough in their quota for a few more.
 */
async function senderWithAProfile(app: App, database: Database) {
  const account = await signUp(app, { firstName: SENDER });
  const call = callAs(app);
  await setUser(database.db, account.user.id, { speechLimit: 10 });
  for (let index = 0; index < 3; index++) {
    const rated = await insertSpeech(database.db, account.user.id, { tone: 'confident', length: 'short' });
    const feedback = await call(account.cookie, 'POST', '/api/feedback', {
      speechId: String(rated.id),
      rating: 5,
      effectiveness: 5,
      emotionalResonance: 5,
      preferredLength: 'longer',
      helpfulElements: ['practical_steps'],
      improvementSuggestions: `Please stop saying "${AVOIDED}".`,
    });
    expect(feedback.statusCode, feedback.body).toBe(201);
  }
  const goal = await call(account.cookie, 'POST', '/api/goals', {
    title: 'Zanzibar marathon in the spring',
    category: 'health',
  });
  expect(goal.statusCode, goal.body).toBe(201);
  const mood = await call(account.cookie, 'POST', '/api/mood', {
    energy: 3,
    confidence: 2,
    stress: 9,
    motivation: 3,
    notes: 'Quokka day, all of it',
  });
  expect(mood.statusCode, mood.body).toBe(201);
  return { ...account, goalId: goal.json().id as number };
}

/** The sender's words that must not show up: their name, their goal, their mood's note. */
const SENDER_WORDS = [SENDER, 'Zanzibar', 'Quokka'];

const speechesUsed = async (database: Database, userId: string) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]?.speechesUsed;

describe('a speech for someone else', () => {
  it('speaks to them by name, from a neutral profile, on the sender’s quota', async ({ app, database }) => {
    const sender = await senderWithAProfile(app, database);
    const call = callAs(app);

    const response = await call(sender.cookie, 'POST', '/api/speeches/generate', forMaya);
    expect(response.statusCode, response.body).toBe(201);
    const speech = response.json();
    expect(speech).toMatchObject({ forName: 'Maya', goalId: null, context: forMaya.context });
    expect(speech.content).toContain('Maya');
    for (const word of SENDER_WORDS) expect(speech.content).not.toContain(word);
    // Nothing the sender's ratings taught was applied, and nothing of theirs is named.
    expect(speech.shaping).toMatchObject({ firstName: 'Maya', goalTitle: null, profileSignals: [] });
    expect(speech.shaping.borrowedTones).toEqual([]);
    expect(await speechesUsed(database, sender.user.id)).toBe(1);

    const [saved] = await database.db.select().from(speeches).where(eq(speeches.id, speech.id));
    expect(saved?.forName).toBe('Maya');
    // Saved as being for Maya wherever the sender's speeches are listed.
    const history = (await call(sender.cookie, 'GET', '/api/speeches')).json();
    expect(history.find((item: { id: number }) => item.id === speech.id)?.forName).toBe('Maya');
    const dashboard = (await call(sender.cookie, 'GET', '/api/user')).json();
    expect(dashboard.recentSpeeches[0]).toMatchObject({ id: speech.id, forName: 'Maya' });

    // The same request for the sender themselves is written with all of that: the profile is there to use.
    const own = (await call(sender.cookie, 'POST', '/api/speeches/generate', forMe)).json();
    expect(own.forName).toBeNull();
    expect(own.content).toContain(SENDER);
    expect(own.shaping.profileSignals).toEqual(
      expect.arrayContaining([
        'a little longer',
        'more practical steps',
        'leaving out phrases you did not like',
      ]),
    );
    expect(await speechesUsed(database, sender.user.id)).toBe(2);
  });

  it('never puts the sender’s name, preferences or goal in the LLM’s prompt', async ({ database }) => {
    const llm = await startLlmDouble();
    const app = await buildTestApp(database, {
      writer: createWriter({ llm: { baseUrl: llm.baseUrl, model: 'gpt-test' } }, createLocalWriter(), {
        warn: () => {},
      }),
    });
    try {
      const sender = await senderWithAProfile(app, database);
      const call = callAs(app);
      const prompt = () => {
        const messages = llm.requests.at(-1)?.body.messages as { content: string }[];
        return messages.map((message) => message.content).join('\n');
      };

      const response = await call(sender.cookie, 'POST', '/api/speeches/generate/stream', forMaya);
      expect(response.body).toContain('event: speech');
      const forSomeone = prompt();
      expect(forSomeone).toContain('Their first name is Maya.');
      expect(forSomeone).toContain('Someone who cares about them asked for this speech');
      expect(forSomeone).toContain(forMaya.context);
      for (const word of [...SENDER_WORDS, AVOIDED, 'What works for this person', 'linked this speech'])
        expect(forSomeone).not.toContain(word);

      // The sender's own speech, asked with the same words, is written with their profile and goal.
      await call(sender.cookie, 'POST', '/api/speeches/generate', { ...forMe, goalId: sender.goalId });
      const own = prompt();
      expect(own).toContain(`Their first name is ${SENDER}.`);
      expect(own).toContain('What works for this person');
      expect(own).toContain(AVOIDED);
      expect(own).toContain('Zanzibar');
      expect(own).not.toContain('Someone who cares about them');
    } finally {
      await app.close();
      await llm.close();
    }
  });

  it('refuses a name that is missing, blank or too long, and a goal of the sender’s, writing nothing', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const call = callAs(app);
    const { id: goalId } = (
      await call(cookie, 'POST', '/api/goals', { title: 'Run a marathon', category: 'health' })
    ).json();
    const refused = [
      [{ forName: '' }, 'Their first name is required'],
      [{ forName: ' \r\n ' }, 'Their first name is required'],
      [{ forName: 42 }, 'Their first name is required'],
      [{ forName: 'M'.repeat(51) }, 'Their first name must be 50 characters or fewer'],
      [{ goalId }, 'A speech for someone else cannot be linked to your goal'],
    ] as const;
    for (const [change, message] of refused) {
      for (const url of ['/api/speeches/generate', '/api/speeches/generate/stream']) {
        const response = await call(cookie, 'POST', url, { ...forMaya, ...change });
        expect(response.statusCode, `${url} ${JSON.stringify(change)}`).toBe(400);
        expect(response.json().message).toContain(message);
      }
    }
    expect(await database.db.select().from(speeches).where(eq(speeches.userId, user.id))).toEqual([]);
    expect(await speechesUsed(database, user.id)).toBe(0);

    // At the bounds: fifty letters, and a name on one line (line breaks become a space), trimmed.
    const longest = await call(cookie, 'POST', '/api/speeches/generate', {
      ...forMaya,
      forName: 'M'.repeat(50),
    });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json().forName).toBe('M'.repeat(50));
    const broken = await call(cookie, 'POST', '/api/speeches/generate', {
      ...forMaya,
      forName: '  Anne\r\nMarie  ',
    });
    expect(broken.statusCode, broken.body).toBe(201);
    expect(broken.json().forName).toBe('Anne Marie');
  });

  it('answers crisis words given as their name with support, on both routes, writing nothing', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const call = callAs(app);
    for (const url of ['/api/speeches/generate', '/api/speeches/generate/stream']) {
      const response = await call(cookie, 'POST', url, { ...forMaya, forName: 'i want to kill myself' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('"support"');
    }
    expect(await database.db.select().from(speeches).where(eq(speeches.userId, user.id))).toEqual([]);
    expect(await speechesUsed(database, user.id)).toBe(0);
  });

  it('does not learn from a rating of it, though the rating is kept', async ({ app, database }) => {
    const { cookie, user } = await signUp(app, { firstName: SENDER });
    const call = callAs(app);
    const speech = (await call(cookie, 'POST', '/api/speeches/generate', forMaya)).json();
    const rating = {
      speechId: String(speech.id),
      rating: 2,
      effectiveness: 5,
      emotionalResonance: 2,
      preferredLength: 'shorter',
      preferredTone: 'calmer',
      helpfulElements: ['calming_tone', 'practical_steps'],
      improvementSuggestions: 'Stop saying "butterflies".',
    };
    const rated = await call(cookie, 'POST', '/api/feedback', rating);
    expect(rated.statusCode, rated.body).toBe(201);
    const kept = await database.db.select().from(speechFeedback).where(eq(speechFeedback.userId, user.id));
    expect(kept).toHaveLength(1);

    const [preferences] = await database.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, user.id));
    expect(preferences).toMatchObject({
      totalFeedbackCount: 0,
      effectiveElements: {},
      avoidancePatterns: [],
      preferredTones: {},
    });
    expect(await loadPreferenceProfile(database.db, user.id)).toEqual({
      preferredTone: null,
      lengthBias: 0,
      effectiveElements: {},
      avoidancePatterns: [],
    });
    const insights = (await call(cookie, 'GET', '/api/personalisation-insights')).json();
    expect(insights.totalFeedback).toBe(0);

    // The same rating of one of the sender's own speeches teaches as ever.
    const own = await insertSpeech(database.db, user.id);
    await call(cookie, 'POST', '/api/feedback', { ...rating, speechId: String(own.id) });
    const profile = await loadPreferenceProfile(database.db, user.id);
    expect(profile.lengthBias).toBe(-1);
    expect(profile.avoidancePatterns).toEqual(['butterflies']);
  });
});
