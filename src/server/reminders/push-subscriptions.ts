import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../common/schemas/reminders';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/** Saves a browser's subscription for the session that made it (the same browser again replaces it). */
export async function saveSubscription(
  db: Db,
  userId: string,
  sessionSid: string,
  { endpoint, keys }: PushSubscriptionInput,
): Promise<void> {
  const values = { userId, sessionSid, p256dh: keys.p256dh, auth: keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
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
