import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { speeches } from '../db/schema';
import { loadPreferenceProfile } from '../wellbeing/preference-profile';
import { BoundedMap } from './writer/bounded-memo';
import { splitSentences } from './writer/quality';
import type { WriterProfile } from './writer/types';

const RECENT_SPEECHES = 10;

// A speech's text never changes once saved, so its sentences are kept by id: a returning user's
// generation then reads only the ids of their recent speeches, not 10 speeches' text. 2,000 speeches of a
// few KB each is about 12 MB.
const sentencesById = new BoundedMap<number, readonly string[]>(2_000);

/** Notes a just-saved speech's sentences, so the same user's next generation needs no read of its text. */
export function rememberSentences(speech: { id: number; content: string }): void {
  sentencesById.set(speech.id, splitSentences(speech.content));
}

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

async function recentSentences(db: Db, user: string): Promise<string[]> {
  const ids = (await recentIdsOf(db).execute({ userId: user })).map((row) => row.id);
  const missing = ids.filter((id) => !sentencesById.get(id));
  if (missing.length > 0) {
    for (const speech of await textsOf(db).execute({ userId: user, ids: missing })) rememberSentences(speech);
  }
  return ids.flatMap((id) => sentencesById.get(id) ?? []);
}

/** What the writer should know about this user: what their ratings taught us, and their recent sentences. */
export async function loadWriterProfile(db: Db, userId: string): Promise<WriterProfile> {
  const learned = await loadPreferenceProfile(db, userId);
  return { ...learned, recentSentences: await recentSentences(db, userId) };
}
