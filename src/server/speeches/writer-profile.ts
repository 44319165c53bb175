import { desc, eq, sql } from 'drizzle-orm';
import type { SpeechSentences } from '../cache/speech-sentences';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { speeches } from '../db/schema';
import { loadPreferenceProfile } from '../wellbeing/preference-profile';
import { splitSentences } from './writer/quality';
import type { WriterProfile } from './writer/types';

const RECENT_SPEECHES = 10;

const userId = sql.placeholder('userId');
const recentIdsOf = preparedQuery((db) =>
  db
    .select({ id: speeches.id })
    .from(speeches)
    .where(eq(speeches.userId, userId))
    .orderBy(desc(speeches.createdAt), desc(speeches.id))
    .limit(RECENT_SPEECHES)
    .prepare('writer_recent_speech_ids'),
);
const textsOf = preparedQuery((db) =>
  db
    .select({ id: speeches.id, content: speeches.content })
    .from(speeches)
    .where(sql`${speeches.userId} = ${userId} and ${speeches.id} = any(${sql.placeholder('ids')})`)
    .prepare('writer_speech_texts'),
);

export type WriterProfiles = {
  /** What the writer should know about this user: what their ratings taught us, and their recent sentences. */
  load(userId: string): Promise<WriterProfile>;
  /** Notes a just-saved speech's sentences, so the same user's next generation needs no read of its text. */
  remember(speech: { id: number; content: string }): void;
};

/**
 * A speech's text never changes once saved, so its sentences are kept by id (in `sentencesById`, bounded in
 * bytes): a returning user's generation then reads only the ids of their recent speeches, not 10 speeches' text.
 */
export function createWriterProfiles(db: Db, sentencesById: SpeechSentences): WriterProfiles {
  const remember = (speech: { id: number; content: string }) => {
    const sentences = splitSentences(speech.content);
    sentencesById.set(speech.id, sentences);
    return sentences;
  };

  async function recentSentences(user: string): Promise<string[]> {
    const ids = (await recentIdsOf(db).execute({ userId: user })).map((row) => row.id);
    const known = new Map(ids.map((id) => [id, sentencesById.get(id)]));
    const missing = ids.filter((id) => !known.get(id));
    if (missing.length > 0) {
      // Read from what was fetched, not the cache: a full cache may already have let them go.
      for (const speech of await textsOf(db).execute({ userId: user, ids: missing }))
        known.set(speech.id, remember(speech));
    }
    return ids.flatMap((id) => known.get(id) ?? []);
  }

  return {
    async load(userId) {
      const learned = await loadPreferenceProfile(db, userId);
      return { ...learned, recentSentences: await recentSentences(userId) };
    },
    remember: (speech) => void remember(speech),
  };
}
