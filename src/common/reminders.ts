import type { ReminderPush } from './schemas/reminders';

/** Where a reminder opens the app: a fresh short speech, for the goal when there is one. */
export const PEP_TALK_PATH = '/pep-talk';

/** A reminder's notification, the same from Web Push and from the phone apps' local notifications. */
export function reminderMessage(goal: { id: number; title: string } | null): ReminderPush {
  return {
    title: 'Uplift',
    body: `Your pep talk for ${goal ? goal.title : 'today'} is ready`,
    url: goal ? `${PEP_TALK_PATH}?goal=${goal.id}` : PEP_TALK_PATH,
  };
}

/** The settings before any are saved: off, weekdays at 08:00, no goal. */
export const DEFAULT_REMINDER = { enabled: false, time: '08:00', days: [1, 2, 3, 4, 5], goalId: null };
