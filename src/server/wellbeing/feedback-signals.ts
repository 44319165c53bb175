import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { speeches, speechFeedback } from '../db/schema';
import type { FeedbackSignal } from './preferences-rule';

/** All of a user's feedback with the tone and length of the speech it rated, oldest first. */
export function loadFeedbackSignals(db: Db, userId: string): Promise<FeedbackSignal[]> {
  return db
    .select({
      rating: speechFeedback.rating,
      effectiveness: speechFeedback.effectiveness,
      preferredLength: speechFeedback.preferredLength,
      preferredTone: speechFeedback.preferredTone,
      helpfulElements: speechFeedback.helpfulElements,
      improvementSuggestions: speechFeedback.improvementSuggestions,
      speechTone: speeches.tone,
      speechLength: speeches.length,
    })
    .from(speechFeedback)
    .innerJoin(speeches, eq(speeches.id, speechFeedback.speechId))
    .where(eq(speechFeedback.userId, userId))
    .orderBy(asc(speechFeedback.createdAt), asc(speechFeedback.id));
}
