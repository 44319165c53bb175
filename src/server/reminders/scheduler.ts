import { and, eq, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { localDate } from '../../common/local-date';
import { reminderMessage } from '../../common/reminders';
import type { Db } from '../db/client';
import { goals, reminderDeliveries, reminders } from '../db/schema';
import { shiftDays } from '../speeches/stats';
import { claimDueEventPushes, forgetPastEventPushes } from './event-pushes';
import { claimDueRetries } from './push-retries';
import type { PushSender } from './push-sender';
import { nextOccurrence } from './schedule';

// Claimed per transaction; a tick keeps claiming until none are due.
const BATCH = 100;
// Users sent to at once: a slow push service holds one of these for at most the sender's deadline, and
// the other users' reminders go out meanwhile.
const SENDING_AT_ONCE = 8;
// Delivery records older than this can no longer stop a send (today is at most a day off UTC's date).
const KEEP_DELIVERIES_DAYS = 3;

export type ClaimedReminder = { userId: string; goalId: number | null };

/**
 * Claims the reminders due at `now` (FOR UPDATE SKIP LOCKED: two servers never take the same row),
 * records (user, local date) for each that is still on its local day, and moves every claimed row on to
 * its next time. A reminder missed while no server ran is sent if its day has not ended, and dropped if
 * it has; a (user, local date) already recorded is never sent twice.
 */
export async function claimDueReminders(
  db: Db,
  now: Date,
): Promise<{ claimed: ClaimedReminder[]; more: boolean }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(reminders)
      .where(and(eq(reminders.enabled, true), lte(reminders.nextDueAt, now)))
      .orderBy(reminders.nextDueAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed: ClaimedReminder[] = [];
    for (const reminder of due) {
      const dueDate = localDate(reminder.nextDueAt ?? now, reminder.timeZone);
      if (dueDate === localDate(now, reminder.timeZone)) {
        const recorded = await tx
          .insert(reminderDeliveries)
          .values({ userId: reminder.userId, localDate: dueDate, sentAt: now })
          .onConflictDoNothing()
          .returning({ userId: reminderDeliveries.userId });
        if (recorded.length > 0) claimed.push({ userId: reminder.userId, goalId: reminder.goalId });
      }
      // The next time after this one; a minute on, so a time that happens twice (clocks going back) is past.
      const nextDueAt = nextOccurrence(reminder, new Date(now.getTime() + 60_000));
      await tx.update(reminders).set({ nextDueAt }).where(eq(reminders.userId, reminder.userId));
    }
    return { claimed, more: due.length === BATCH };
  });
}

/**
 * One pass: claim every reminder due and send it to the user's browsers, then every event push due, then
 * every push retry due, a few at once. Resolves with how many of each were sent.
 */
export async function runReminderTick(
  db: Db,
  sender: PushSender,
  now: Date,
): Promise<{ reminders: number; events: number; retries: number }> {
  const reminders = await claimAndSend(
    () => claimDueReminders(db, now),
    async ({ userId, goalId }) => {
      const [goal] = goalId
        ? await db.select({ id: goals.id, title: goals.title }).from(goals).where(eq(goals.id, goalId))
        : [];
      await sender.send(db, userId, reminderMessage(goal ?? null), now);
    },
  );
  const events = await claimAndSend(
    () => claimDueEventPushes(db, now, BATCH),
    ({ userId, message }) => sender.send(db, userId, message, now),
  );
  const retries = await claimAndSend(
    () => claimDueRetries(db, now, BATCH),
    (due) => sender.retry(db, due),
  );
  const oldest = shiftDays(now.toISOString().slice(0, 10), -KEEP_DELIVERIES_DAYS);
  await db.delete(reminderDeliveries).where(lt(reminderDeliveries.localDate, oldest));
  await forgetPastEventPushes(db, now);
  return { reminders, events, retries };
}

/** Claims a batch and sends each claimed item, until a claim leaves none due; the number sent. */
async function claimAndSend<T>(
  claim: () => Promise<{ claimed: T[]; more: boolean }>,
  send: (item: T) => Promise<unknown>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const { claimed, more } = await claim();
    await eachAtMost(SENDING_AT_ONCE, claimed, async (item) => {
      await send(item);
      sent += 1;
    });
    if (!more) return sent;
  }
}

/** Runs `task` on every item, at most `limit` at once; rejects with the first failure once all are done. */
async function eachAtMost<T>(limit: number, items: readonly T[], task: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
}

/**
 * Runs a tick at start (sending what was missed today while no server ran, and the retries that fell due)
 * and then every `everyMs`, at the time `clock` gives.
 */
export function startReminderScheduler(
  db: Db,
  sender: PushSender,
  log: FastifyBaseLogger,
  everyMs: number,
  clock = () => new Date(),
): () => void {
  let running = false;
  const tick = async () => {
    // A slow tick (a slow push service) is not overlapped by the next.
    if (running) return;
    running = true;
    try {
      const sent = await runReminderTick(db, sender, clock());
      log.debug(sent, 'reminders checked');
    } catch (error) {
      log.warn({ err: error }, 'reminder tick failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
