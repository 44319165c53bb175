import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per key (a limit's name and an address, an email, an account) in a window that
 * started with the key's first attempt and ends at `expiresAt`. In the database, so every server process
 * on it counts against one limit; a row is meaningless once expired, and deleted soon after.
 */
export const attempts = pgTable(
  'attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempts_expires_idx').on(table.expiresAt)],
);

/** Per key (an account), the time its attempts' turns are taken up to (see attempt-pacer.ts). */
export const attemptTurns = pgTable(
  'attempt_turns',
  {
    key: text('key').primaryKey(),
    takenUntil: timestamp('taken_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_turns_taken_until_idx').on(table.takenUntil)],
);
