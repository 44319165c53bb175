import type { ReminderPush } from './schemas/reminders';

/** A reminder opens the dashboard with this parameter (a goal id, or 'today'): it writes a fresh short speech. */
export const PEP_TALK_PARAM = 'pep-talk';

/** A reminder's notification, the same from Web Push and from the phone apps' local notifications. */
export function reminderMessage(goal: { id: number; title: string } | null): ReminderPush {
  return {
    title: 'Uplift',
    body: `Your pep talk for ${goal ? goal.title : 'today'} is ready`,
    url: `/?${PEP_TALK_PARAM}=${goal ? goal.id : 'today'}`,
  };
}

/** The settings before any are saved: off, weekdays at 08:00, no goal. */
export const DEFAULT_REMINDER = { enabled: false, time: '08:00', days: [1, 2, 3, 4, 5], goalId: null };

/** A push on the morning of an event opens the dashboard with this parameter (the push's id). */
export const MORNING_PARAM = 'morning';

/** An event push's notification, the same from Web Push and from the phone apps' local notifications. */
export function eventMessage(push: { id: number; event: string }): ReminderPush {
  return {
    title: 'Uplift',
    body: `It's ${push.event} today. Your speech is ready.`,
    url: `/?${MORNING_PARAM}=${push.id}`,
    tag: `uplift-event-${push.id}`,
  };
}
