import { CheckCircle2, Circle } from 'lucide-react';
import { GOAL_CATEGORY_LABELS, type GoalCategory } from '../../../common/enums';
import type { GoalSummary } from '../../lib/dashboard-user';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

const QUICK_GOALS = 3;

/** SPEC §2: the first three goals. */
export function QuickGoalsCard({ goals }: { goals: GoalSummary[] }) {
  return (
    <Card id="quick-goals">
      <CardHeader>
        <CardTitle>Quick Goals</CardTitle>
      </CardHeader>
      <CardContent>
        {goals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No goals yet. Set one to aim your speeches at it.</p>
        ) : (
          <ul className="space-y-3">
            {goals.slice(0, QUICK_GOALS).map((goal) => (
              <li key={goal.id} className="flex items-start gap-2 text-sm">
                {goal.isCompleted ? (
                  <CheckCircle2 aria-label="Completed" className="mt-0.5 size-4 shrink-0 text-primary" />
                ) : (
                  <Circle aria-label="Open" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <span>
                  <span className="font-medium">{goal.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {GOAL_CATEGORY_LABELS[goal.category as GoalCategory] ?? goal.category}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
