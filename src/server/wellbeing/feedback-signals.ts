import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { speeches, speechFeedback } from '../db/schema';
import type { FeedbackSignal } from './preferences-rule';

// Read before every generation, so it is a prepared statement.
const feedbackOf = preparedQuery((db) =>
  db
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
    .where(eq(speechFeedback.userId, sql.placeholder('userId')))
    .orderBy(asc(speechFeedback.createdAt), asc(speechFeedback.id))
    .prepare('feedback_signals'),
);

/** All of a user's feedback with the tone and length of the speech it rated, oldest first. */
export function loadFeedbackSignals(db: Db, userId: string): Promise<FeedbackSignal[]> {
  return feedbackOf(db).execute({ userId });
}
