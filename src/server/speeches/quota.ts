import { and, eq, lt, sql } from 'drizzle-orm';
import { FREE_SPEECH_LIMIT } from '../../common/limits';
import { type Usage, usageColumns } from '../billing/usage-notices';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';
import { AppError } from '../http/app-error';

export function quotaExceeded(user: Pick<User, 'subscriptionStatus' | 'speechLimit'>): AppError {
  const message =
    user.subscriptionStatus === 'active'
      ? `You've used all ${user.speechLimit} speeches in your plan for this billing period. They reset when your next period starts, or you can upgrade for more.`
      : `You've used all ${FREE_SPEECH_LIMIT} free speeches. Upgrade to a plan to keep going.`;
  return new AppError(402, message);
}

/**
 * Takes one speech from the user's quota before anything is written, atomically: the conditional update
 * succeeds only while speeches_used < speech_limit, so parallel requests can never exceed the limit and a
 * refused one writes nothing. Resolves with the usage after it; the caller gives it back with
 * releaseSpeech if the speech is not saved.
 */
export async function reserveSpeech(db: Db, userId: string): Promise<Usage> {
  const [updated] = await db
    .update(users)
    .set({ speechesUsed: sql`${users.speechesUsed} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), lt(users.speechesUsed, users.speechLimit)))
    .returning(usageColumns);
  if (updated) return updated;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  throw user ? quotaExceeded(user) : new AppError(404, 'Account not found');
}

/** Gives back a reserved speech that was never saved (the writer failed, or the person left). */
export async function releaseSpeech(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ speechesUsed: sql`greatest(${users.speechesUsed} - 1, 0)`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
