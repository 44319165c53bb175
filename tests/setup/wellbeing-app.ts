import { beforeAll } from 'vitest';
import { createRequireUser } from '../../src/server/auth/authenticate';
import type { Db } from '../../src/server/db/client';
import { speeches } from '../../src/server/db/schema';
import { wellbeingRoutes } from '../../src/server/wellbeing/routes';
import { withTestApp } from './test-app';

/** Per test file: a test app with the wellbeing routes on it. */
export function withWellbeingApp() {
  const t = withTestApp();
  beforeAll(async () => {
    // Once app.ts registers these routes itself, registering them again would clash.
    if (t.app.hasRoute({ method: 'POST', url: '/api/mood' })) return;
    const { db } = t.database;
    await t.app.register(wellbeingRoutes, { db, requireUser: createRequireUser(db) });
  });
  return t;
}

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
