import { and, eq, lt, sql } from 'drizzle-orm';
import { FREE_SPEECH_LIMIT } from '../../common/limits';
import { type Usage, usageColumns } from '../billing/usage-notices';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';
import { AppError } from '../http/app-error';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export function quotaExceeded(user: Pick<User, 'subscriptionStatus' | 'speechLimit'>): AppError {
  const message =
    user.subscriptionStatus === 'active'
      ? `You've used all ${user.speechLimit} speeches in your plan for this billing period. They reset when your next period starts, or you can upgrade for more.`
      : `You've used all ${FREE_SPEECH_LIMIT} free speeches. Upgrade to a plan to keep going.`;
  return new AppError(402, message);
}

/** A cheap early answer before any writing starts; the authoritative check is consumeSpeech. */
export function assertQuotaLeft(
  user: Pick<User, 'subscriptionStatus' | 'speechLimit' | 'speechesUsed'>,
): void {
  if (user.speechesUsed >= user.speechLimit) throw quotaExceeded(user);
}

/**
 * Takes one speech from the user's quota, atomically: the conditional update succeeds only while
 * speeches_used < speech_limit, so parallel requests can never exceed the limit. It also takes the
 * user's row lock for the rest of the transaction. Resolves with the usage after this speech.
 */
export async function consumeSpeech(tx: Transaction, userId: string): Promise<Usage> {
  const [updated] = await tx
    .update(users)
    .set({ speechesUsed: sql`${users.speechesUsed} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), lt(users.speechesUsed, users.speechLimit)))
    .returning(usageColumns);
  if (updated) return updated;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  throw user ? quotaExceeded(user) : new AppError(404, 'Account not found');
}
