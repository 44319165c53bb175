import { z } from 'zod';
import { reminderPushSchema, reminderSettingsSchema } from '../schemas/reminders';
import { timestamp } from './wire';

/** GET and PUT /api/reminders: the settings as stored (the defaults before any are saved). */
export const reminderSettings = reminderSettingsSchema.extend({ goalId: z.number().nullable() });
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** GET /api/push/public-key: the VAPID key a browser subscribes with. */
export const pushPublicKey = z.object({ publicKey: z.string() });

/**
 * A push on the morning of a speech's event: the day (`eventDate`), the time and zone it comes at
 * (`dueAt`), the event as it names it, and its message (the phone apps show the same as a local
 * notification). `sentAt` once it has gone out, or its day ended before a server could send it.
 */
export const eventPush = z.object({
  id: z.number(),
  speechId: z.number(),
  event: z.string(),
  eventDate: z.string(),
  time: z.string(),
  timeZone: z.string(),
  dueAt: timestamp,
  sentAt: timestamp.nullable(),
  message: reminderPushSchema,
});

/** GET /api/event-pushes: the user's event pushes, soonest first. */
export const eventPushList = z.array(eventPush);
