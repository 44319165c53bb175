import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { speeches } from './speeches';
import { users } from './users';

// Mood check-ins, speech feedback, the learned preferences and the progress counters.

export const moodEntries = pgTable(
  'mood_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    energy: integer('energy').notNull(),
    confidence: integer('confidence').notNull(),
    stress: integer('stress').notNull(),
    motivation: integer('motivation').notNull(),
    overallMood: text('overall_mood').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mood_entries_user_created_idx').on(table.userId, table.createdAt)],
);

export const speechFeedback = pgTable(
  'speech_feedback',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speechId: integer('speech_id')
      .notNull()
      .references(() => speeches.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    effectiveness: integer('effectiveness').notNull(),
    emotionalResonance: integer('emotional_resonance').notNull(),
    preferredLength: text('preferred_length'),
    preferredTone: text('preferred_tone'),
    helpfulElements: jsonb('helpful_elements').$type<string[]>(),
    improvementSuggestions: text('improvement_suggestions'),
    wouldRecommend: integer('would_recommend').notNull().default(1),
    completedListening: integer('completed_listening').notNull().default(1),
    timeSpentListening: real('time_spent_listening'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One feedback per speech per user; the index also serves the per-user listing.
  (table) => [uniqueIndex('speech_feedback_user_speech_idx').on(table.userId, table.speechId)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferredTones: jsonb('preferred_tones').$type<Record<string, number>>(),
  preferredLength: text('preferred_length').notNull().default('medium'),
  preferredVoiceStyle: text('preferred_voice_style').notNull().default('warm'),
  languageStyle: text('language_style').notNull().default('conversational'),
  motivationTriggers: jsonb('motivation_triggers').$type<string[]>(),
  avoidancePatterns: jsonb('avoidance_patterns').$type<string[]>(),
  effectiveElements: jsonb('effective_elements').$type<Record<string, number>>(),
  optimalSpeechTiming: text('optimal_speech_timing'),
  responseToRepetition: text('response_to_repetition').notNull().default('moderate'),
  preferredComplexity: text('preferred_complexity').notNull().default('balanced'),
  avgRating: real('avg_rating'),
  totalFeedbackCount: integer('total_feedback_count').notNull().default(0),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userStats = pgTable('user_stats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalSpeeches: integer('total_speeches').notNull().default(0),
  speechesThisWeek: integer('speeches_this_week').notNull().default(0),
  currentStreak: integer('current_streak').notNull().default(0),
  mostUsedTone: text('most_used_tone'),
  toneStats: jsonb('tone_stats').$type<Record<string, number>>().notNull().default({}),
  lastSpeechDate: timestamp('last_speech_date', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
