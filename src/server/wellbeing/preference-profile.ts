import type { Db } from '../db/client';
import type { WriterProfile } from '../speeches/writer/types';
import { loadFeedbackSignals } from './feedback-signals';
import { type LearnedPreferences, leadingTone, learnPreferences } from './preferences-rule';

export type PreferenceProfile = Omit<WriterProfile, 'recentSentences'>;

/** The writer's view of what was learned. */
export function toWriterProfile(learned: LearnedPreferences): PreferenceProfile {
  return {
    preferredTone: leadingTone(learned.preferredTones, learned.totalFeedbackCount),
    lengthBias: learned.lengthBias,
    effectiveElements: learned.effectiveElements,
    avoidancePatterns: learned.avoidancePatterns,
  };
}

/**
 * The profile the speech writer reads. It is learned afresh from the feedback rows with the same rule that
 * fills user_preferences, because that table has no column for the length bias; one indexed query.
 */
export async function loadPreferenceProfile(db: Db, userId: string): Promise<PreferenceProfile> {
  return toWriterProfile(learnPreferences(await loadFeedbackSignals(db, userId)));
}
