import { useCallback } from 'react';
import { GOAL_CATEGORY_LABELS, type GoalCategory } from '../../../common/enums';
import { formatDate } from '../../../common/format-date';
import { errorMessage } from '../../lib/speech/speeches';
import { toast } from '../../lib/ui/use-toast';
import { type Goal, targetDateOf, useSetGoalCompleted } from '../../lib/wellbeing/wellbeing';

const GOAL_UPDATE_FAILED = 'Failed to update goal. Please try again.';

export function categoryLabel(category: string): string {
  return GOAL_CATEGORY_LABELS[category as GoalCategory] ?? category;
}

/** 'Target 14/3/2026', plus whether that day has passed for a goal still open. */
export function targetInfo(goal: Pick<Goal, 'targetDate' | 'isCompleted'>, today = new Date()) {
  const date = targetDateOf(goal);
  if (!date) return null;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return { text: formatDate(date), overdue: !goal.isCompleted && date < startOfToday };
}

/**
 * Mark a goal complete or reopen it, with a toast when it is done or if it fails. Use one per goal: the
 * caches change optimistically, and `onSettled` lets a checkbox hold its new state until they have.
 */
export function useToggleGoal() {
  const { mutate } = useSetGoalCompleted();
  const toggle = useCallback(
    (goal: Pick<Goal, 'id' | 'title'>, isCompleted: boolean, onSettled?: () => void) => {
      mutate(
        { id: goal.id, isCompleted },
        {
          onSettled,
          onSuccess: () => {
            if (isCompleted) toast({ title: 'Goal Completed', description: `Well done on "${goal.title}"!` });
          },
          onError: (error) => {
            toast({
              title: 'Error',
              description: errorMessage(error, GOAL_UPDATE_FAILED),
              variant: 'destructive',
            });
          },
        },
      );
    },
    [mutate],
  );
  return toggle;
}
