import { date, index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { speeches } from './speeches';
import { users } from './users';

/**
 * A push on the morning of the event a speech was written for: at `time` on `eventDate` in `timeZone`
 * (`dueAt`), naming the event as `event`. One per speech; deleting the speech or the account deletes it.
 * `sentAt` is set by the pass that claims it, whether it went out or its day had ended.
 */
export const eventPushes = pgTable(
  'event_pushes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speechId: integer('speech_id')
      .notNull()
      .unique()
      .references(() => speeches.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** HH:MM, local to timeZone. */
    time: varchar('time', { length: 5 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** The event as the push names it ("your interview", or a neutral phrase). */
    event: varchar('event', { length: 80 }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_pushes_due_idx').on(table.dueAt), index('event_pushes_user_idx').on(table.userId)],
);

export type EventPush = typeof eventPushes.$inferSelect;
