import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../common/schemas/reminders';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/** Browsers one user may have subscribed at once; a new one past this lets the oldest go. */
export const SUBSCRIPTIONS_PER_USER = 10;

/**
 * Saves a browser's subscription for the session that made it (the same browser again replaces it, and
 * counts as new), keeping the user's newest SUBSCRIPTIONS_PER_USER. False, and nothing changed, when
 * another user holds the endpoint: it never moves between accounts.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  sessionSid: string,
  { endpoint, keys }: PushSubscriptionInput,
): Promise<boolean> {
  const values = { userId, sessionSid, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` };
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ endpoint, ...values })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ endpoint: pushSubscriptions.endpoint });
    if (saved.length === 0) return false;
    const newest = tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
      .limit(SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, newest)));
    return true;
  });
}

/** Removes one of the user's subscriptions; false when they have none at that endpoint. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return removed.length > 0;
}

export function subscriptionsOf(db: Db, userId: string) {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      keys: { p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth },
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

/** A subscription the push service says is gone (404 or 410). */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
