import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { speeches } from '../db/schema';
import { loadPreferenceProfile } from '../wellbeing/preference-profile';
import { splitSentences } from './writer/quality';
import type { WriterProfile } from './writer/types';

const RECENT_SPEECHES = 10;

/** What the writer should know about this user: what their ratings taught us, and their recent sentences. */
export async function loadWriterProfile(db: Db, userId: string): Promise<WriterProfile> {
  const learned = await loadPreferenceProfile(db, userId);
  const recent = await db
    .select({ content: speeches.content })
    .from(speeches)
    .where(eq(speeches.userId, userId))
    .orderBy(desc(speeches.createdAt), desc(speeches.id))
    .limit(RECENT_SPEECHES);
  return {
    ...learned,
    recentSentences: new Set(recent.flatMap((speech) => splitSentences(speech.content))),
  };
}
