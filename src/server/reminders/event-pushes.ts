import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, ne } from 'drizzle-orm';
import { speechShaping } from '../../common/api/speeches';
import { localDate, shiftDays } from '../../common/local-date';
import { eventMessage } from '../../common/reminders';
import type { EventPushInput, ReminderPush } from '../../common/schemas/reminders';
import type { Db } from '../db/client';
import { type EventPush, eventPushes, type Speech, users } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { withoutCrisisWords } from '../safety/without-crisis-words';
import { getOwnSpeech } from '../speeches/speech-queries';
import { zonedInstant } from './schedule';

/** Event pushes one user may have waiting at once: one per event they face, with room to spare. */
export const EVENT_PUSHES_WAITING_MAX = 10;
/** The furthest ahead a push may be set: a speech is for something coming, not for next year's. */
const EVENT_PUSH_DAYS_AHEAD_MAX = 365;
// Kept this many days after their day (the morning speech can be opened late), then deleted by the pass.
const KEEP_AFTER_DAYS = 3;
const EVENT_PHRASE_MAX = 60;

// Said in place of the event when the speech's words named none, the situation is private, or naming it
// would say more than a notification on a locked phone should.
const NEUTRAL_EVENT = 'your big day';
const NEUTRAL_EVENT_FOR_A_LOSS = 'an important day';

const EVENT_PUSH_NOT_FOUND = 'Event push not found';
const FOR_SOMEONE_ELSE = 'A speech for someone else has no morning push: share it with them instead';

/** The day a speech was written for (its writer read it from their words), or null. */
function eventDateOf(speech: Pick<Speech, 'shaping'>): string | null {
  const shaping = speechShaping.safeParse(speech.shaping).data;
  const date = shaping?.eventDate;
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/**
 * The event as the push names it: the short phrase the writer read from their words ("your interview"),
 * only where the words named it, the situation is not a private one and the phrase holds no crisis words;
 * otherwise a neutral phrase, a gentler one for a loss. Never the person's own words.
 */
export function pushEventPhrase(speech: Pick<Speech, 'shaping'>): string {
  const shaping = speechShaping.safeParse(speech.shaping).data;
  if (shaping?.weight === 'loss') return NEUTRAL_EVENT_FOR_A_LOSS;
  const phrase = shaping?.keyPhrase?.trim() ?? '';
  const nameable =
    shaping?.eventNamed === true &&
    phrase.length > 0 &&
    phrase.length <= EVENT_PHRASE_MAX &&
    withoutCrisisWords(phrase) === phrase;
  return nameable ? phrase : NEUTRAL_EVENT;
}

/** An event push as the API answers it, with the message it sends. */
export const toEventPushResponse = (push: EventPush) => ({
  id: push.id,
  speechId: push.speechId,
  event: push.event,
  eventDate: push.eventDate,
  time: push.time,
  timeZone: push.timeZone,
  dueAt: push.dueAt,
  sentAt: push.sentAt,
  message: eventMessage(push),
});

/**
 * Sets (or moves) the push on the morning of the speech's event: at `time` in `timeZone` on the day the
 * speech was written for. Refused when the speech names no day ahead, when that time has passed or is
 * more than a year away, once it has gone out, for a speech written for someone else, and past
 * EVENT_PUSHES_WAITING_MAX waiting pushes.
 */
export async function setEventPush(
  db: Db,
  userId: string,
  speechId: number,
  { time, timeZone }: EventPushInput,
  now = new Date(),
): Promise<EventPush> {
  const speech = await getOwnSpeech(db, userId, speechId);
  // The push comes to the sender's devices and would write its morning speech to them: for someone
  // else's day, the speech is theirs to send.
  if (speech.forName) throw new AppError(409, FOR_SOMEONE_ELSE);
  const eventDate = eventDateOf(speech);
  if (!eventDate) throw new AppError(409, 'This speech is not for a day ahead');
  if (eventDate > shiftDays(localDate(now, timeZone), EVENT_PUSH_DAYS_AHEAD_MAX))
    throw new AppError(409, 'That day is more than a year away');
  const dueAt = zonedInstant(eventDate, time, timeZone);
  if (dueAt <= now) throw new AppError(409, 'That time has already passed');
  const values = { time, timeZone, dueAt, event: pushEventPhrase(speech) };
  return db.transaction(async (tx) => {
    // The user's row lock: two requests at once can't both take the last place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select().from(eventPushes).where(eq(eventPushes.speechId, speechId));
    if (existing?.sentAt) throw new AppError(409, 'This push has already gone out');
    const [waiting] = await tx
      .select({ n: count() })
      .from(eventPushes)
      .where(
        and(eq(eventPushes.userId, userId), isNull(eventPushes.sentAt), ne(eventPushes.speechId, speechId)),
      );
    if ((waiting?.n ?? 0) >= EVENT_PUSHES_WAITING_MAX)
      throw new AppError(409, `You can have ${EVENT_PUSHES_WAITING_MAX} event pushes waiting at once`);
    const [saved] = await tx
      .insert(eventPushes)
      .values({ userId, speechId, eventDate, ...values })
      .onConflictDoUpdate({ target: eventPushes.speechId, set: { eventDate, ...values } })
      .returning();
    if (!saved) throw new Error('event push upsert returned no row');
    return saved;
  });
}

/** The user's event pushes, soonest first. */
export function eventPushesOf(db: Db, userId: string): Promise<EventPush[]> {
  return db
    .select()
    .from(eventPushes)
    .where(eq(eventPushes.userId, userId))
    .orderBy(asc(eventPushes.dueAt), asc(eventPushes.id));
}

/** One of the user's event pushes; another user's is a missing one (404). */
export async function findOwnEventPush(db: Db, userId: string, id: number): Promise<EventPush> {
  const [push] = await db
    .select()
    .from(eventPushes)
    .where(and(eq(eventPushes.id, id), eq(eventPushes.userId, userId)));
  if (!push) throw notFound(EVENT_PUSH_NOT_FOUND);
  return push;
}

/** Cancels one of the user's event pushes; another user's is a missing one (404). */
export async function cancelEventPush(db: Db, userId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(eventPushes)
    .where(and(eq(eventPushes.id, id), eq(eventPushes.userId, userId)))
    .returning({ id: eventPushes.id });
  if (deleted.length === 0) throw notFound(EVENT_PUSH_NOT_FOUND);
}

export type ClaimedEventPush = { userId: string; message: ReminderPush };

/**
 * Claims the event pushes due at `now` (FOR UPDATE SKIP LOCKED: two servers never take the same row) and
 * marks them sent in the same transaction, so each is sent once. One that fell due while no server ran is
 * sent if its day has not ended in its zone, and dropped if it has.
 */
export async function claimDueEventPushes(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ claimed: ClaimedEventPush[]; more: boolean }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(eventPushes)
      .where(and(isNull(eventPushes.sentAt), lte(eventPushes.dueAt, now)))
      .orderBy(eventPushes.dueAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0)
      await tx
        .update(eventPushes)
        .set({ sentAt: now })
        .where(
          inArray(
            eventPushes.id,
            due.map((push) => push.id),
          ),
        );
    const claimed = due
      .filter((push) => localDate(now, push.timeZone) === push.eventDate)
      .map((push) => ({ userId: push.userId, message: eventMessage(push) }));
    return { claimed, more: due.length === limit };
  });
}

/** Deletes the event pushes that went out more than KEEP_AFTER_DAYS before `now`'s date. */
export async function forgetPastEventPushes(db: Db, now: Date): Promise<void> {
  const oldest = shiftDays(now.toISOString().slice(0, 10), -KEEP_AFTER_DAYS);
  await db.delete(eventPushes).where(and(isNotNull(eventPushes.sentAt), lt(eventPushes.eventDate, oldest)));
}
