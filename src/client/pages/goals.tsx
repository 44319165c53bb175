import { CalendarDays, CircleCheck, FileText, Plus, RotateCcw, Target, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../common/format-date';
import { favouritePreview } from '../../common/previews';
import { LoadErrorCard } from '../components/load-error-card';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { DeleteGoalDialog } from '../components/wellbeing/delete-goal-dialog';
import { categoryLabel, targetInfo, useToggleGoal } from '../components/wellbeing/goal-actions';
import { GoalDialog } from '../components/wellbeing/goal-dialog';
import { MoodCheckIn } from '../components/wellbeing/mood-check-in';
import { speechTitle } from '../lib/speech/speeches';
import { cn } from '../lib/ui/cn';
import { type GoalWithSpeeches, useGoals, visibleGoalDescription } from '../lib/wellbeing/wellbeing';

function GoalItem({ goal, onDelete }: { goal: GoalWithSpeeches; onDelete: () => void }) {
  const toggle = useToggleGoal();
  const done = Boolean(goal.isCompleted);
  const target = targetInfo(goal);
  const description = visibleGoalDescription(goal);
  const titleId = `goal-${goal.id}-title`;

  return (
    <li>
      <Card aria-labelledby={titleId} role="article" className={cn(done && 'bg-card/70')}>
        <CardContent className="space-y-3 p-4 sm:p-5">
          <div className="flex items-start gap-3">
            {done ? (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            ) : (
              <Target aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            )}
            <div className="min-w-0 flex-1 space-y-1">
              <h3
                id={titleId}
                className={cn(
                  'break-words font-semibold leading-tight',
                  done && 'text-muted-foreground line-through decoration-muted-foreground/60',
                )}
              >
                {goal.title}
              </h3>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <span className="rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">
                  {categoryLabel(goal.category)}
                </span>
                {done ? <span className="font-medium text-emerald-800">Completed</span> : null}
                {target ? (
                  <span
                    className={cn(
                      'inline-flex items-center gap-1',
                      target.overdue && 'font-medium text-amber-800',
                    )}
                  >
                    <CalendarDays aria-hidden className="size-3.5" />
                    {target.overdue ? 'Was due' : 'Target'} {target.text}
                  </span>
                ) : null}
                <span>Added {formatDate(goal.createdAt)}</span>
              </p>
            </div>
          </div>

          {description ? <p className="break-words text-sm sm:pl-8">{description}</p> : null}

          <div className="rounded-md bg-muted/60 p-3 sm:ml-8">
            {goal.speeches.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No speeches for this goal yet.{' '}
                {done ? null : (
                  <>
                    Pick it under <span className="font-medium text-foreground">Link to a goal</span> when you{' '}
                    <Link href="/" className="font-medium text-primary underline-offset-4 hover:underline">
                      create a speech
                    </Link>
                    .
                  </>
                )}
              </p>
            ) : (
              <>
                <h4 className="mb-1 text-sm font-medium">
                  {goal.speeches.length} {goal.speeches.length === 1 ? 'speech' : 'speeches'} for this goal
                </h4>
                <ul className="-mx-2 space-y-0.5">
                  {goal.speeches.map((speech) => (
                    <li key={speech.id}>
                      <Link
                        href={`/history?speech=${speech.id}`}
                        className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent"
                      >
                        <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                        <span className="min-w-0 flex-1 truncate text-primary">
                          {speechTitle(speech, favouritePreview)}
                        </span>
                        <span className="shrink-0 text-xs text-muted-foreground">
                          {formatDate(speech.createdAt)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>

          <div className="flex flex-wrap gap-2 sm:pl-8">
            <Button
              variant={done ? 'outline' : 'secondary'}
              size="sm"
              onClick={() => toggle(goal, !done)}
              aria-label={`${done ? 'Reopen' : 'Mark complete'}: ${goal.title}`}
            >
              {done ? <RotateCcw aria-hidden /> : <CircleCheck aria-hidden />}
              {done ? 'Reopen' : 'Mark complete'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              aria-label={`Delete: ${goal.title}`}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function GoalSection({
  title,
  goals,
  onDelete,
}: {
  title: string;
  goals: GoalWithSpeeches[];
  onDelete: (goal: GoalWithSpeeches) => void;
}) {
  if (goals.length === 0) return null;
  const id = `goals-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-muted-foreground">({goals.length})</span>
      </h2>
      <ul className="space-y-3">
        {goals.map((goal) => (
          <GoalItem key={goal.id} goal={goal} onDelete={() => onDelete(goal)} />
        ))}
      </ul>
    </section>
  );
}

/** The Goals page (the header link): every goal with the speeches written for it; complete, reopen, delete. */
export default function GoalsPage() {
  const { data: goals, isLoading, error, refetch, isRefetching } = useGoals();
  const [toDelete, setToDelete] = useState<GoalWithSpeeches | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const open = goals?.filter((goal) => !goal.isCompleted) ?? [];
  const completed = goals?.filter((goal) => goal.isCompleted) ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            Your Goals
          </h1>
          <p className="mt-1 text-muted-foreground">
            What you're working towards, and the speeches for each.
          </p>
        </div>
        {goals && goals.length > 0 ? (
          <GoalDialog
            trigger={
              <Button>
                <Plus aria-hidden />
                New goal
              </Button>
            }
          />
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          {isLoading ? (
            <div role="status" aria-label="Loading your goals" className="space-y-3">
              {[0, 1, 2].map((n) => (
                <div key={n} className="h-32 animate-pulse rounded-lg bg-muted" />
              ))}
            </div>
          ) : error || !goals ? (
            <LoadErrorCard what="your goals" error={error} onRetry={() => refetch()} busy={isRefetching} />
          ) : goals.length === 0 ? (
            <Card>
              <CardContent className="space-y-3 p-8 text-center">
                <Target aria-hidden className="mx-auto size-8 text-primary" />
                <h2 className="text-lg font-semibold">No goals yet</h2>
                <p className="text-muted-foreground">
                  Set a goal, like an interview, a race or a big talk, and aim your speeches at it.
                </p>
                <GoalDialog
                  trigger={
                    <Button>
                      <Plus aria-hidden />
                      Set your first goal
                    </Button>
                  }
                />
              </CardContent>
            </Card>
          ) : (
            <>
              <p role="status" className="sr-only">
                {open.length} in progress, {completed.length} completed.
              </p>
              <GoalSection title="In progress" goals={open} onDelete={setToDelete} />
              <GoalSection title="Completed" goals={completed} onDelete={setToDelete} />
            </>
          )}
        </div>
        <aside aria-label="Mood check-in" className="min-w-0 space-y-6">
          <MoodCheckIn compact={false} />
        </aside>
      </div>

      <DeleteGoalDialog
        goal={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => setToDelete(null)}
        // The goal's own buttons are gone: start again from the page heading.
        onFocusAfterDelete={() => headingRef.current?.focus()}
      />
    </div>
  );
}
