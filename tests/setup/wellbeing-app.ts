import type { Db } from '../../src/server/db/client';
import { speeches } from '../../src/server/db/schema';

/** Inserts a speech for the user directly (generation has its own tests and a quota). */
export async function insertSpeech(
  db: Db,
  userId: string,
  values: Partial<typeof speeches.$inferInsert> = {},
): Promise<typeof speeches.$inferSelect> {
  const [speech] = await db
    .insert(speeches)
    .values({
      userId,
      context: 'My job interview at the bank on Monday',
      tone: 'confident',
      voiceStyle: 'warm',
      length: 'medium',
      content: 'You are ready. Walk in and show them.',
      ...values,
    })
    .returning();
  if (!speech) throw new Error('speech insert returned no row');
  return speech;
}
