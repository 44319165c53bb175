import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { speeches } from './speeches';
import { users } from './users';

/**
 * A public link to one speech (/s/:id). The id is 128 random bits, base64url: the link is the only
 * secret, so it must not be guessable. Revoking sets `revokedAt`; deleting the speech or the account
 * deletes the row, so the page is gone with them.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    speechId: integer('speech_id')
      .notNull()
      .references(() => speeches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whether the page shows the sender's first name. */
    showName: boolean('show_name').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('share_links_speech_idx').on(table.speechId),
    index('share_links_user_idx').on(table.userId),
  ],
);

export type ShareLink = typeof shareLinks.$inferSelect;
