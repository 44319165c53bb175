import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { speeches } from '../db/schema';
import { loadPreferenceProfile } from '../wellbeing/preference-profile';
import { splitSentences } from './writer/quality';
import type { WriterProfile } from './writer/types';

const RECENT_SPEECHES = 10;

const recentTextsOf = preparedQuery((db) =>
  db
    .select({ content: speeches.content })
    .from(speeches)
    .where(eq(speeches.userId, sql.placeholder('userId')))
    .orderBy(desc(speeches.createdAt), desc(speeches.id))
    .limit(RECENT_SPEECHES)
    .prepare('writer_recent_speeches'),
);

/** What the writer should know about this user: what their ratings taught us, and their recent sentences. */
export async function loadWriterProfile(db: Db, userId: string): Promise<WriterProfile> {
  const learned = await loadPreferenceProfile(db, userId);
  const recent = await recentTextsOf(db).execute({ userId });
  return {
    ...learned,
    recentSentences: new Set(recent.flatMap((speech) => splitSentences(speech.content))),
  };
}
