import { and, count, eq, lt, sql } from 'drizzle-orm';
import { FREE_SPEECH_LIMIT } from '../../common/limits';
import { type Usage, usageColumns } from '../billing/usage-notifications';
import type { Db, Tx } from '../db/client';
import { speechReservations, type User, users } from '../db/schema';
import { AppError } from '../http/app-error';

// Longer than any generation takes (the LLM's timeout, then the local writer): a reservation this old was
// left by a process that died mid-generation, and no longer holds a place in the quota.
export const RESERVATION_TTL_MS = 10 * 60 * 1000;

export function quotaExceeded(user: Pick<User, 'subscriptionStatus' | 'speechLimit'>): AppError {
  const message =
    user.subscriptionStatus === 'active'
      ? `You've used all ${user.speechLimit} speeches in your plan for this billing period. They reset when your next period starts, or you can upgrade for more.`
      : `You've used all ${FREE_SPEECH_LIMIT} free speeches. Upgrade to a plan to keep going.`;
  return new AppError(402, message);
}

export type Reservation = { id: number; userId: string };

/**
 * Takes one speech from the user's quota before anything is written: under the user's row lock, the
 * speeches used plus those being written must be below the limit, so parallel requests can never exceed
 * it and a refused one writes nothing. The caller saves the speech with commitReservation, or gives the
 * place back with releaseReservation.
 */
export async function reserveSpeech(db: Db, userId: string, now = new Date()): Promise<Reservation> {
  const stale = new Date(now.getTime() - RESERVATION_TTL_MS);
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError(404, 'Account not found');
    await tx
      .delete(speechReservations)
      .where(and(eq(speechReservations.userId, userId), lt(speechReservations.createdAt, stale)));
    const [writing] = await tx
      .select({ n: count() })
      .from(speechReservations)
      .where(eq(speechReservations.userId, userId));
    if (user.speechesUsed + (writing?.n ?? 0) >= user.speechLimit) throw quotaExceeded(user);
    const [reservation] = await tx
      .insert(speechReservations)
      .values({ userId, createdAt: now })
      .returning({ id: speechReservations.id, userId: speechReservations.userId });
    if (!reservation) throw new Error('insert returned no reservation');
    return reservation;
  });
}

/**
 * Inside the transaction that saves the speech (holding the user's row lock): the reservation becomes a
 * used speech. Resolves with the usage after it, for the usage notices.
 */
export async function commitReservation(tx: Tx, reservation: Reservation): Promise<Usage> {
  await tx.delete(speechReservations).where(eq(speechReservations.id, reservation.id));
  const [usage] = await tx
    .update(users)
    .set({ speechesUsed: sql`${users.speechesUsed} + 1`, updatedAt: new Date() })
    .where(eq(users.id, reservation.userId))
    .returning(usageColumns);
  if (!usage) throw new AppError(404, 'Account not found');
  return usage;
}

/**
 * Counts a reserved speech that was never saved but was partly shown (the person left mid-speech, or the
 * writer failed after text went out): a speech someone has read is a speech used.
 */
export async function spendReservation(db: Db, reservation: Reservation): Promise<Usage> {
  return db.transaction((tx) => commitReservation(tx, reservation));
}

/** Gives back a reserved speech of which nothing was shown (the writer failed, or the person left). */
export async function releaseReservation(db: Db, reservation: Reservation): Promise<void> {
  await db.delete(speechReservations).where(eq(speechReservations.id, reservation.id));
}
