import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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
    // A rating of a speech for someone else says what suited them, not the user: it teaches nothing.
    .where(and(eq(speechFeedback.userId, sql.placeholder('userId')), isNull(speeches.forName)))
    .orderBy(asc(speechFeedback.createdAt), asc(speechFeedback.id))
    .prepare('feedback_signals'),
);

/**
 * A user's feedback on their own speeches (not those for someone else) with the tone and length of the
 * speech it rated, oldest first: what their preferences are learned from.
 */
export function loadFeedbackSignals(db: Db, userId: string): Promise<FeedbackSignal[]> {
  return feedbackOf(db).execute({ userId });
}
