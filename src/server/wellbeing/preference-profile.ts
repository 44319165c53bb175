import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { userPreferences } from '../db/schema';
import type { WriterProfile } from '../speeches/writer/types';
import { loadFeedbackSignals } from './feedback-signals';
import { type LearnedPreferences, leadingTone, learnPreferences } from './preferences-rule';

export type PreferenceProfile = Omit<WriterProfile, 'recentSentences'>;

const avoidancePatternsOf = preparedQuery((db) =>
  db
    .select({ avoidancePatterns: userPreferences.avoidancePatterns })
    .from(userPreferences)
    .where(eq(userPreferences.userId, sql.placeholder('userId')))
    .prepare('writer_avoidance_patterns'),
);

/** The writer's view of what was learned. */
export function toWriterProfile(learned: LearnedPreferences, avoidancePatterns: string[]): PreferenceProfile {
  return {
    preferredTone: leadingTone(learned.preferredTones, learned.totalFeedbackCount),
    lengthBias: learned.lengthBias,
    effectiveElements: learned.effectiveElements,
    avoidancePatterns,
  };
}

/**
 * The profile the speech writer reads. It is learned afresh from the feedback rows with the same rule that
 * fills user_preferences, because that table has no column for the length bias; the phrases to avoid are
 * the ones stored when the feedback was saved, as reading them needs a language model this thread does
 * not otherwise load.
 */
export async function loadPreferenceProfile(db: Db, userId: string): Promise<PreferenceProfile> {
  const [signals, [stored]] = await Promise.all([
    loadFeedbackSignals(db, userId),
    avoidancePatternsOf(db).execute({ userId }),
  ]);
  return toWriterProfile(learnPreferences(signals), stored?.avoidancePatterns ?? []);
}
