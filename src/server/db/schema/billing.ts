import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// In-app notices (the header bell), discount codes and the Stripe events already applied.

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // Set on notices that may appear only once (e.g. the 80% warning once per billing period).
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_user_dedupe_idx').on(table.userId, table.dedupeKey),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    // Stored upper-case; codes are matched case-insensitively by upper-casing the input.
    code: text('code').primaryKey(),
    tier: text('tier').notNull(),
    freeAccess: boolean('free_access').notNull().default(false),
    percentOff: integer('percent_off'),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'discount_codes_redemptions_within_limit',
      sql`${table.maxRedemptions} is null or ${table.redemptions} <= ${table.maxRedemptions}`,
    ),
  ],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key is what stops one user redeeming a code twice, even in parallel.
  (table) => [primaryKey({ columns: [table.code, table.userId] })],
);

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Notification = typeof notifications.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
