import { index, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A speech being written, holding its place in the quota until it is saved (then it becomes a count in
 * users.speeches_used, in the same transaction as the speech) or given back (a failure, the person left).
 * One left behind by a crash holds nothing once it is older than a generation can take (quota.ts).
 */
export const speechReservations = pgTable(
  'speech_reservations',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('speech_reservations_user_idx').on(table.userId, table.createdAt)],
);
