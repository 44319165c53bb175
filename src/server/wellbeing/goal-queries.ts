import { and, count, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { goalDescription } from '../../common/form-defaults';
import { COMPLETED_GOALS_KEPT, OPEN_GOALS_MAX } from '../../common/limits';
import type { GoalInput } from '../../common/schemas/goal';
import type { Db } from '../db/client';
import { goals, speeches, users } from '../db/schema';
import { AppError, notFound } from '../http/app-error';

const GOAL_NOT_FOUND = 'Goal not found';

export const TOO_MANY_GOALS = `You have ${OPEN_GOALS_MAX} open goals. Complete or delete one before adding another.`;

/** Adds a goal unless the user already has OPEN_GOALS_MAX open ones (counted under their row lock, so
 * parallel requests can't pass it together). */
export async function createGoal(db: Db, userId: string, input: GoalInput) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [open] = await tx
      .select({ n: count() })
      .from(goals)
      .where(and(eq(goals.userId, userId), eq(goals.isCompleted, 0)));
    if ((open?.n ?? 0) >= OPEN_GOALS_MAX) throw new AppError(409, TOO_MANY_GOALS);
    return insertGoal(tx, userId, input);
  });
}

async function insertGoal(db: Pick<Db, 'insert'>, userId: string, input: GoalInput) {
  const [goal] = await db
    .insert(goals)
    .values({
      userId,
      title: input.title,
      category: input.category,
      description: goalDescription(input.title, input.description),
      // The column is a calendar date; a full timestamp keeps the date it was written with.
      targetDate: input.targetDate ? input.targetDate.slice(0, 10) : null,
    })
    .returning();
  if (!goal) throw new Error('goal insert returned no row');
  return goal;
}

/** The Goals page: every goal, newest first, each with the speeches written for it (newest first). */
export async function listGoalsWithSpeeches(db: Db, userId: string) {
  const userGoals = await db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.createdAt), desc(goals.id));
  const linked =
    userGoals.length === 0
      ? []
      : await db
          .select({
            id: speeches.id,
            goalId: speeches.goalId,
            context: speeches.context,
            name: speeches.name,
            createdAt: speeches.createdAt,
          })
          .from(speeches)
          .where(
            and(
              eq(speeches.userId, userId),
              inArray(
                speeches.goalId,
                userGoals.map((goal) => goal.id),
              ),
            ),
          )
          .orderBy(desc(speeches.createdAt), desc(speeches.id));
  return userGoals.map((goal) => ({
    ...goal,
    speeches: linked
      .filter((speech) => speech.goalId === goal.id)
      .map(({ goalId: _goalId, ...speech }) => speech),
  }));
}

/**
 * Marks a goal complete or open again. Completing one removes the user's oldest completed goals past
 * COMPLETED_GOALS_KEPT, the one just completed counted as the newest: 600 goals made GET /api/goals 127 KB.
 */
export async function setGoalCompleted(db: Db, userId: string, id: number, isCompleted: boolean) {
  return db.transaction(async (tx) => {
    const [goal] = await tx
      .update(goals)
      .set({ isCompleted: isCompleted ? 1 : 0 })
      .where(and(eq(goals.id, id), eq(goals.userId, userId)))
      .returning();
    if (!goal) throw notFound(GOAL_NOT_FOUND);
    if (isCompleted) {
      // The one just completed counts as the newest, whenever it was created.
      const others = and(eq(goals.userId, userId), eq(goals.isCompleted, 1), ne(goals.id, id));
      const kept = tx
        .select({ id: goals.id })
        .from(goals)
        .where(others)
        .orderBy(desc(goals.createdAt), desc(goals.id))
        .limit(COMPLETED_GOALS_KEPT - 1);
      await tx.delete(goals).where(and(others, notInArray(goals.id, kept)));
    }
    return goal;
  });
}

/** Deletes the goal; its speeches stay, unlinked (speeches.goal_id is `on delete set null`). */
export async function deleteGoal(db: Db, userId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  if (deleted.length === 0) throw notFound(GOAL_NOT_FOUND);
}
