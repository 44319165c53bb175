import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';
import { monthlyWindowAt } from './billing-period';

/**
 * The signed-in user as of this request's billing period. The copy read with the session is current
 * unless its period has ended; only then is the period rolled over (by this call or a concurrent one)
 * and the row read again, so reading routes cost no extra query.
 */
export async function inCurrentPeriod(db: Db, user: User, now = new Date()): Promise<User> {
  if (user.subscriptionStatus !== 'active' || !user.currentPeriodEnd || user.currentPeriodEnd > now) {
    return user;
  }
  await rollOverPeriodIfDue(db, user.id, now);
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
  return fresh ?? user;
}

/**
 * Starts a new usage period when an active plan's period has ended: one update moves the period and
 * sets speechesUsed to 0. It only matches while the stored period is still over, so of any number of
 * concurrent callers exactly one resets. Free users are never reset (their 3 speeches are for good).
 * Returns whether this call rolled the period over.
 */
export async function rollOverPeriodIfDue(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const [user] = await db
    .select({ status: users.subscriptionStatus, periodEnd: users.currentPeriodEnd })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.status !== 'active' || !user.periodEnd || user.periodEnd > now) return false;
  const next = monthlyWindowAt(user.periodEnd, now);
  const rolled = await db
    .update(users)
    .set({ speechesUsed: 0, currentPeriodStart: next.start, currentPeriodEnd: next.end, updatedAt: now })
    .where(
      and(eq(users.id, userId), eq(users.subscriptionStatus, 'active'), lte(users.currentPeriodEnd, now)),
    )
    .returning({ id: users.id });
  return rolled.length > 0;
}
