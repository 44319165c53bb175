import { z } from 'zod';
import { reminderSettingsSchema } from '../schemas/reminders';

/** GET and PUT /api/reminders: the settings as stored (the defaults before any are saved). */
export const reminderSettings = reminderSettingsSchema.extend({ goalId: z.number().nullable() });
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** GET /api/push/public-key: the VAPID key a browser subscribes with. */
export const pushPublicKey = z.object({ publicKey: z.string() });
