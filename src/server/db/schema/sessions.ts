import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Sessions (sid, sess, expire): the shape connect-pg-simple made conventional.
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);
