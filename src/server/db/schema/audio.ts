import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { speeches } from './speeches';

/**
 * Which cached audio each speech has used (content-addressed keys: two speeches with the same text share
 * one). When a speech or its account goes, its audio and timings are deleted unless another speech still
 * uses them, so a person's words don't outlive them on disk.
 */
export const speechAudio = pgTable(
  'speech_audio',
  {
    speechId: integer('speech_id')
      .notNull()
      .references(() => speeches.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.speechId, table.key] }),
    index('speech_audio_key_idx').on(table.key),
  ],
);
