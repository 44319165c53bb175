import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A password-reset link that has been sent. Only the SHA-256 of its token is kept, so a leaked table
 * cannot be turned into links; a row is deleted when its link is used, and is dead after `expiresAt`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('password_resets_user_idx').on(table.userId),
    index('password_resets_expires_idx').on(table.expiresAt),
  ],
);
