// The in-app notifications (the header bell) as stored: adding one once per dedupe key, listing, marking read.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { Notice } from './notification-texts';

const NOTIFICATIONS_SHOWN = 20;

/** Stores a notice; one with a dedupeKey the user already has is skipped. Returns whether it was added. */
export async function addNotification(db: Db, userId: string, notice: Notice): Promise<boolean> {
  const added = await db
    .insert(notifications)
    .values({ userId, ...notice })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return added.length > 0;
}

export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return { notifications: rows, unreadCount: await unreadCount(db, userId) };
}

/** Marks the user's notifications read: all of them, or those of `ids` that are theirs. */
export async function markNotificationsRead(db: Db, userId: string, ids?: number[]): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return unreadCount(db, userId);
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
