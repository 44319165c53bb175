import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingCycle, SubscriptionStatus, Tier } from '../../../common/enums';
import type { LineRegion } from '../../../common/support/line-regions';

// Emails are stored trimmed and lower-cased; the unique index is on lower(email) so
// that rows written by any path can never differ only by case.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // argon2id; null for demo users, who can only come in through the demo login.
    passwordHash: text('password_hash'),
    isDemo: boolean('is_demo').notNull().default(false),
    // A demo user's address, keyed-hashed: demo sessions from one address share a quota and a daily cap.
    demoOrigin: text('demo_origin'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    // The country whose helplines the person was last shown (found from their browser or chosen), so a
    // new device that gives no clue still shows a number to tap. A country code, nothing finer.
    supportRegion: text('support_region').$type<LineRegion>(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('free'),
    subscriptionTier: text('subscription_tier').$type<Tier>().notNull().default('free'),
    speechesUsed: integer('speeches_used').notNull().default(0),
    speechLimit: integer('speech_limit').notNull().default(3),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull().default('monthly'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_demo_created_idx').on(table.isDemo, table.createdAt),
    index('users_demo_origin_idx').on(table.demoOrigin, table.createdAt),
    // Stripe's webhooks name the customer; the user is found by it.
    index('users_stripe_customer_idx').on(table.stripeCustomerId),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
