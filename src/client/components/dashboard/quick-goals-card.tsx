import { ArrowRight, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { GoalSummary } from '../../lib/account/dashboard-user';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { categoryLabel, targetInfo, useToggleGoal } from '../wellbeing/goal-actions';
import { GoalDialog } from '../wellbeing/goal-dialog';

const QUICK_GOALS = 3;

function QuickGoal({ goal }: { goal: GoalSummary }) {
  const id = useId();
  const toggle = useToggleGoal();
  // The tick shows at once (a controlled checkbox would otherwise snap back until the cache updates).
  const [ticked, setTicked] = useState<boolean | null>(null);
  const done = ticked ?? Boolean(goal.isCompleted);
  const target = targetInfo(goal);
  return (
    <li className="flex items-start gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-accent/60">
      <input
        id={id}
        type="checkbox"
        checked={done}
        onChange={(event) => {
          const completed = event.target.checked;
          setTicked(completed);
          toggle(goal, completed, () => setTicked(null));
        }}
        aria-describedby={`${id}-meta`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className={cn(
            'block cursor-pointer break-words font-medium',
            done && 'text-muted-foreground line-through decoration-muted-foreground/60',
          )}
        >
          {goal.title}
        </label>
        <span id={`${id}-meta`} className="block text-xs text-muted-foreground">
          {done ? 'Completed · ' : ''}
          {categoryLabel(goal.category)}
          {target ? (
            <span className={cn(target.overdue && 'font-medium text-amber-800')}>
              {' '}
              · {target.overdue ? 'Was due' : 'By'} {target.text}
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
}

/** The first three goals, each with a mark-complete checkbox; new goals and the Goals page from here. */
/** `total` counts every goal; `goals` may be only the newest of them. */
export function QuickGoalsCard({ goals, total }: { goals: GoalSummary[]; total: number }) {
  const shown = goals.slice(0, QUICK_GOALS);

  return (
    <Card id="quick-goals">
      <CardHeader className="flex-row items-center justify-between gap-2 p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle>Quick Goals</CardTitle>
        <GoalDialog
          trigger={
            <Button variant="outline" size="sm">
              <Plus aria-hidden />
              New goal
            </Button>
          }
        />
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No goals yet. Set one to aim your speeches at it.</p>
        ) : (
          <>
            <ul aria-label="Your first goals" className="-mx-2 space-y-1">
              {shown.map((goal) => (
                <QuickGoal key={goal.id} goal={goal} />
              ))}
            </ul>
            <Link
              href="/goals"
              className="mt-3 inline-flex items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {total > QUICK_GOALS ? `View all ${total} goals` : 'View all goals'}
              <ArrowRight aria-hidden className="size-3.5" />
            </Link>
          </>
        )}
      </CardContent>
    </Card>
  );
}
