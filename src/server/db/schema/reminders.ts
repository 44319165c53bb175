import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReminderPush } from '../../../common/schemas/reminders';
import { goals } from './goals';
import { sessions } from './sessions';
import { users } from './users';

/** One reminder per user: when (local time, weekdays, time zone) and which goal to focus on. */
export const reminders = pgTable(
  'reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    /** HH:MM, local to timeZone. */
    time: varchar('time', { length: 5 }).notNull(),
    /** Weekdays, 0 = Sunday. */
    days: smallint('days').array().notNull(),
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** The next instant it fires; null while off or with no days. The scheduler claims rows past it. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reminders_next_due_idx').on(table.nextDueAt)],
);

/** A reminder sent for a user's local date: at most one row, so at most one reminder, a day. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDate] })],
);

/**
 * A browser's Web Push subscription. It belongs to the session that made it, so signing that device out
 * (or every device, or deleting the account) removes it with the session.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionSid: varchar('session_sid')
      .notNull()
      .references(() => sessions.sid, { onDelete: 'cascade' }),
    p256dh: varchar('p256dh', { length: 128 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionSid),
  ],
);

/**
 * The one later try of a push its service answered 5xx twice: what to send and when. Kept here, not in a
 * timer, so a restart or another server sends it; it goes with its subscription.
 */
export const pushRetries = pgTable(
  'push_retries',
  {
    endpoint: text('endpoint')
      .primaryKey()
      .references(() => pushSubscriptions.endpoint, { onDelete: 'cascade' }),
    message: jsonb('message').$type<ReminderPush>().notNull(),
    retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_retries_retry_at_idx').on(table.retryAt)],
);
