import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';

// A phrase someone asks us to stop saying is gone from their next speech, whatever the wording. The
// local writer says "nerves" and "conversation" in every short speech for this request (the control
// below shows it), so each test would fail if the comment were misread.

const request = {
  context: 'I have a job interview on Monday and my nerves get the better of me',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'short',
} as const;

async function generate(app: App, cookie: string): Promise<{ id: number; content: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/speeches/generate',
    headers: { cookie },
    payload: request,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A new user's first speech, rated with `comment`, then their next speech. */
async function nextSpeechAfter(app: App, database: Database, comment: string) {
  const { cookie, user } = await signUp(app);
  const first = await generate(app, cookie);
  const rated = await app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie },
    payload: {
      speechId: String(first.id),
      rating: 3,
      effectiveness: 3,
      emotionalResonance: 3,
      improvementSuggestions: comment,
    },
  });
  expect(rated.statusCode).toBe(201);
  const [stored] = await database.db
    .select({ avoidancePatterns: userPreferences.avoidancePatterns })
    .from(userPreferences)
    .where(eq(userPreferences.userId, user.id));
  const next = await generate(app, cookie);
  return { avoided: stored?.avoidancePatterns, next: next.content.toLowerCase() };
}

describe('asking to stop saying something', () => {
  it('the next speech says both phrases when nothing was asked', async ({ app, database }) => {
    const { avoided, next } = await nextSpeechAfter(app, database, 'Lovely, thank you. More like this.');
    expect(avoided).toEqual([]);
    expect(next).toContain('nerves');
    expect(next).toContain('conversation');
  });

  it.for<[string, string[]]>([
    ['stop saying "nerves" in every paragraph', ['nerves']],
    ["Please don't use the word conversation.", ['conversation']],
    ['A bit less of the nerves, please.', ['nerves']],
    ['No more conversation!', ['conversation']],
    ['Enough with nerves.', ['nerves']],
    ['Good, but never say nerves again', ['nerves']],
    ['Stop saying nerves, and no more "conversation" either.', ['nerves', 'conversation']],
  ])('after %j the next speech leaves out %j', async ([comment, phrases], { app, database }) => {
    const { avoided, next } = await nextSpeechAfter(app, database, comment);
    expect(avoided).toEqual(phrases);
    for (const phrase of phrases) expect(next).not.toContain(phrase);
  });
});
