import { z } from 'zod';
import { ID_MAX } from '../limits';
import { timeZoneSchema } from './time-zone';

/** A time of day on the 24-hour clock, HH:MM. */
const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const WEEKDAYS = 'days must be a list of weekdays, 0 (Sunday) to 6';

const timeOfDay = z
  .string({ error: 'time is required' })
  .regex(REMINDER_TIME, 'time must be HH:MM on the 24-hour clock');

export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  time: timeOfDay,
  days: z
    .array(z.number({ error: WEEKDAYS }).int(WEEKDAYS).min(0, WEEKDAYS).max(6, WEEKDAYS), { error: WEEKDAYS })
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'days must not repeat'),
  goalId: z.number().int().min(1).max(ID_MAX, 'Goal id is out of range').nullable().optional(),
  timeZone: timeZoneSchema,
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>;

// Keys are base64url: a P-256 public key is 65 bytes (87 characters), an auth secret 16 (22).
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .max(max);

// web-push (like every push service) speaks HTTPS only.
const endpointField = z.url({ protocol: /^https$/, message: 'endpoint must be an https URL' }).max(2048);

/** What PushManager.subscribe() gives, as PushSubscription.toJSON() spells it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointField });

/**
 * PUT /api/speeches/:id/event-push: the time on the morning of the speech's event at which a fresh speech
 * is offered, in the person's time zone (the day is the one the speech was written for).
 */
export const eventPushSchema = z.strictObject({ time: timeOfDay, timeZone: timeZoneSchema });
export type EventPushInput = z.infer<typeof eventPushSchema>;

/**
 * What a push message carries; the service worker shows it and opens `url` when tapped. A notification
 * replaces an earlier one with the same `tag` (the daily reminder's when absent).
 */
export const reminderPushSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type ReminderPush = z.infer<typeof reminderPushSchema>;
