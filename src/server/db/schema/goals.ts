import { date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const goals = pgTable(
  'goals',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    isCompleted: integer('is_completed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('goals_user_created_idx').on(table.userId, table.createdAt)],
);

export type Goal = typeof goals.$inferSelect;
