import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Feedback } from '../../common/schemas/feedback';
import type { Db, Tx } from '../db/client';
import { speechFeedback, userPreferences } from '../db/schema';
import { getOwnSpeech } from '../speeches/speech-queries';
import { loadReader, mayAskToAvoid } from './avoidance-phrases';
import { loadFeedbackSignals } from './feedback-signals';
import { learnAvoidancePatterns, learnPreferences } from './preferences-rule';

export type SavedFeedback = typeof speechFeedback.$inferSelect;

/**
 * The user's preferences row, created if missing and locked until the transaction ends, so two feedbacks
 * saved at once are learned from one after the other and neither misses the other's row.
 */
async function lockPreferences(tx: Tx, userId: string): Promise<void> {
  await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
  await tx
    .select({ userId: userPreferences.userId })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .for('update');
}

async function relearnPreferences(tx: Tx, userId: string): Promise<void> {
  const signals = await loadFeedbackSignals(tx, userId);
  const learned = learnPreferences(signals);
  await tx
    .update(userPreferences)
    .set({
      preferredTones: learned.preferredTones,
      preferredLength: learned.preferredLength,
      effectiveElements: learned.effectiveElements,
      avoidancePatterns: await learnAvoidancePatterns(signals),
      avgRating: learned.avgRating,
      totalFeedbackCount: learned.totalFeedbackCount,
      lastUpdated: new Date(),
    })
    .where(eq(userPreferences.userId, userId));
}

/**
 * Saves the user's feedback on their own speech — a second feedback on the same speech replaces the first —
 * and relearns their preferences in the same transaction. 404 for a speech that is not theirs.
 */
export async function saveFeedback(
  db: Db,
  userId: string,
  input: Feedback,
): Promise<{ feedback: SavedFeedback; created: boolean }> {
  const speechId = Number(input.speechId);
  // The reader of requests loads once, before the transaction rather than while it holds the user's lock.
  if (mayAskToAvoid(input.improvementSuggestions ?? null)) await loadReader();
  return db.transaction(async (tx) => {
    await getOwnSpeech(tx, userId, speechId);
    await lockPreferences(tx, userId);
    const answers = {
      rating: input.rating,
      effectiveness: input.effectiveness,
      emotionalResonance: input.emotionalResonance,
      preferredLength: input.preferredLength ?? null,
      preferredTone: input.preferredTone ?? null,
      helpfulElements: input.helpfulElements ?? null,
      improvementSuggestions: input.improvementSuggestions || null,
      wouldRecommend: input.wouldRecommend ? 1 : 0,
      completedListening: input.completedListening ? 1 : 0,
      timeSpentListening: input.timeSpentListening ?? null,
    };
    const [row] = await tx
      .insert(speechFeedback)
      .values({ userId, speechId, ...answers })
      .onConflictDoUpdate({ target: [speechFeedback.userId, speechFeedback.speechId], set: answers })
      // xmax is 0 on a freshly inserted row and set on one the conflict clause updated.
      .returning({ ...getTableColumns(speechFeedback), created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('feedback upsert returned no row');
    await relearnPreferences(tx, userId);
    const { created, ...feedback } = row;
    return { feedback, created };
  });
}
