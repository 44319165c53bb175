import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Duration, Tone, VoiceStyle } from '../../../common/enums';
import { goals } from './goals';
import { users } from './users';

// Speech ids are integers: the audio route cuts the id at its first hyphen, which a UUID would not survive.
export const speeches = pgTable(
  'speeches',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    context: text('context').notNull(),
    tone: text('tone').$type<Tone>().notNull(),
    voiceStyle: text('voice_style').$type<VoiceStyle>().notNull(),
    content: text('content').notNull(),
    /** Spoken length in seconds at ~140 words a minute (the API also answers it as estimatedDuration). */
    duration: integer('duration'),
    /** The length the user chose: short, medium, long or extended. */
    length: text('length').$type<Duration>(),
    /** What shaped the text (kind of situation, key phrase, profile signals), shown as 'Why this speech'. */
    shaping: jsonb('shaping').$type<Record<string, unknown>>(),
    audioUrl: text('audio_url'),
    name: text('name'),
    /** For someone else: their first name, which the speech speaks to them by; null for the person's own. */
    forName: text('for_name'),
    isFavourite: integer('is_favourite').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('speeches_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('speeches_user_favourite_idx').on(table.userId, table.isFavourite),
    index('speeches_goal_idx').on(table.goalId),
  ],
);

export type Speech = typeof speeches.$inferSelect;
