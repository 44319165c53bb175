import { describe, expect } from 'vitest';
import { setUser } from '../../../tests/setup/billing-app';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import { cacheSize } from '../cache/sized-lru';
import { createSpeechSentences } from '../cache/speech-sentences';
import type { Database } from '../db/client';
import { speeches } from '../db/schema';
import { splitSentences } from './writer/quality';
import { createWriterProfiles } from './writer-profile';

const body = {
  context: 'My first marathon is on Sunday and my knee still hurts',
  tone: 'gentle',
  voiceStyle: 'warm',
  duration: 'short',
} as const;

async function userWith(app: App, database: Database, count: number) {
  const account = await signUp(app);
  await setUser(database.db, account.user.id, { speechLimit: 100 });
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie: account.cookie },
      payload: body,
    });
    texts.push(response.json().content);
  }
  return { id: account.user.id as string, texts };
}

describe('writer profiles', () => {
  it("holds exactly the sentences of the user's 10 newest speeches, whoever wrote them down", async ({
    database,
    app,
  }) => {
    const { id, texts } = await userWith(app, database, 12);
    // A speech saved by another server process (here: straight into the table) is read from the database.
    const [outside] = await database.db
      .insert(speeches)
      .values({
        userId: id,
        context: 'An outside speech',
        tone: 'gentle',
        voiceStyle: 'warm',
        length: 'short',
        content: 'A sentence only the database knows. Another one from the same place.',
        duration: 10,
        createdAt: new Date(Date.now() + 60_000),
      })
      .returning();
    const newest = [outside?.content ?? '', ...texts.slice(-9)];
    const other = await userWith(app, database, 1);

    const recentSentences = new Set(
      (await createWriterProfiles(database.db, createSpeechSentences(4 * 1024 * 1024)).load(id))
        .recentSentences,
    );
    expect(recentSentences).toEqual(new Set(newest.flatMap(splitSentences)));
    expect(recentSentences.has('A sentence only the database knows.')).toBe(true);
    for (const sentence of splitSentences(texts[0] ?? '')) {
      if (!newest.some((text) => text.includes(sentence))) expect(recentSentences.has(sentence)).toBe(false);
    }
    for (const sentence of splitSentences(other.texts[0] ?? '')) {
      if (!newest.some((text) => text.includes(sentence))) expect(recentSentences.has(sentence)).toBe(false);
    }
  });

  it('keeps its sentences within its bytes, and still answers in full from the database', async ({
    database,
    app,
  }) => {
    const { id, texts } = await userWith(app, database, 3);
    const sentences = createSpeechSentences(2000);
    const recentSentences = (await createWriterProfiles(database.db, sentences).load(id)).recentSentences;
    expect(new Set(recentSentences)).toEqual(new Set(texts.flatMap(splitSentences)));
    const { entries, bytes } = cacheSize(sentences);
    expect(bytes).toBeLessThanOrEqual(2000);
    expect(entries).toBeLessThan(3);
  });
});
