import { and, eq } from 'drizzle-orm';
import type { ReminderSettings } from '../../common/api/reminders';
import { DEFAULT_REMINDER } from '../../common/reminders';
import type { ReminderSettingsInput } from '../../common/schemas/reminders';
import type { Db } from '../db/client';
import { goals, reminders } from '../db/schema';
import { AppError } from '../http/app-error';
import { nextOccurrence, startOfMinute } from './schedule';

/** The columns that are the settings (GET /api/reminders, the account export). */
export const reminderSettingsColumns = {
  enabled: reminders.enabled,
  time: reminders.time,
  days: reminders.days,
  goalId: reminders.goalId,
  timeZone: reminders.timeZone,
};

/** The user's reminder settings; the defaults (off) before any are saved. */
export async function readReminder(db: Db, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select(reminderSettingsColumns).from(reminders).where(eq(reminders.userId, userId));
  return row ?? { ...DEFAULT_REMINDER, timeZone: 'UTC' };
}

/**
 * Saves the settings and when the reminder next fires: a time set for the current minute is due now. A
 * reminder already sent today is not sent again, whatever the new time (the scheduler's delivery record).
 */
export async function saveReminder(
  db: Db,
  userId: string,
  input: ReminderSettingsInput,
  now = new Date(),
): Promise<ReminderSettings> {
  const goalId = input.goalId ?? null;
  if (goalId !== null) {
    const [goal] = await db
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
    if (!goal) throw new AppError(404, 'Goal not found');
  }
  const days = [...input.days].sort((a, b) => a - b);
  const nextDueAt = input.enabled ? nextOccurrence({ ...input, days }, startOfMinute(now)) : null;
  const values = { ...input, days, goalId, nextDueAt, updatedAt: now };
  const [saved] = await db
    .insert(reminders)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminders.userId, set: values })
    .returning(reminderSettingsColumns);
  if (!saved) throw new Error('reminder upsert returned no row');
  return saved;
}
