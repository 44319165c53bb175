import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { ReminderPush } from '../../common/schemas/reminders';
import type { Db } from '../db/client';
import { pushRetries, pushSubscriptions } from '../db/schema';

export type DueRetry = {
  userId: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  message: ReminderPush;
};

/**
 * Records the later try of a push to this subscription, replacing one already waiting there. Nothing is
 * recorded when the subscription has gone meanwhile.
 */
export async function scheduleRetry(
  db: Db,
  endpoint: string,
  message: ReminderPush,
  retryAt: Date,
): Promise<void> {
  await db
    .insert(pushRetries)
    .select(
      db
        .select({
          endpoint: pushSubscriptions.endpoint,
          message: sql`${JSON.stringify(message)}::jsonb`.as('message'),
          retryAt: sql`${retryAt.toISOString()}::timestamptz`.as('retry_at'),
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint)),
    )
    .onConflictDoUpdate({
      target: pushRetries.endpoint,
      set: { message: sql`excluded.message`, retryAt: sql`excluded.retry_at` },
    });
}

/**
 * Takes up to `limit` retries due at `now` out of the table (FOR UPDATE SKIP LOCKED, then deleted in the
 * same transaction: two servers never take the same one), with the subscription each is for.
 */
export async function claimDueRetries(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ claimed: DueRetry[]; more: boolean }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        keys: { p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth },
        message: pushRetries.message,
      })
      .from(pushRetries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.endpoint, pushRetries.endpoint))
      .where(lte(pushRetries.retryAt, now))
      .orderBy(pushRetries.retryAt)
      .limit(limit)
      .for('update', { of: pushRetries, skipLocked: true });
    const endpoints = due.map(({ endpoint }) => endpoint);
    if (endpoints.length > 0) await tx.delete(pushRetries).where(inArray(pushRetries.endpoint, endpoints));
    const claimed = due.map(({ userId, endpoint, keys, message }) => ({
      userId,
      subscription: { endpoint, keys },
      message,
    }));
    return { claimed, more: due.length === limit };
  });
}
