import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { GOAL_CATEGORIES, GOAL_CATEGORY_LABELS, type GoalCategory } from '../../../common/enums';
import { GOAL_INVALID_TOAST, goalDescription } from '../../../common/form-defaults';
import { formatDateWithWeekday } from '../../../common/format-date';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH } from '../../../common/limits';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { type Goal, targetDateOf, useCreateGoal } from '../../lib/wellbeing/wellbeing';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../ui/dialog';

const GOAL_CREATE_FAILED = 'Failed to create goal. Please try again.';

type Draft = { title: string; category: GoalCategory | ''; description: string; targetDate: string };
const EMPTY_DRAFT: Draft = { title: '', category: '', description: '', targetDate: '' };

/** Today as YYYY-MM-DD in the browser's calendar, the earliest date the picker suggests. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The goal dialog: title and category (required, checked here before anything is sent), optional
 * description and target date. It resets and closes once the goal is created; a cancelled draft is kept.
 */
export function GoalDialog({ trigger, onCreated }: { trigger: ReactNode; onCreated?: (goal: Goal) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [invalid, setInvalid] = useState<{ title?: boolean; category?: boolean }>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const create = useCreateGoal();

  const update = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    if (key === 'title' || key === 'category') setInvalid((previous) => ({ ...previous, [key]: false }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const title = draft.title.trim();
    const category = draft.category;
    if (!title || !category) {
      setInvalid({ title: !title, category: !category });
      toast({ ...GOAL_INVALID_TOAST, variant: 'destructive' });
      (title ? categoryRef : titleRef).current?.focus();
      return;
    }
    create.mutate(
      {
        title,
        category,
        description: goalDescription(title, draft.description),
        targetDate: draft.targetDate || undefined,
      },
      {
        onSuccess: (goal) => {
          toast({ title: 'Goal Created', description: `"${goal.title}" is on your list. You've got this.` });
          setDraft(EMPTY_DRAFT);
          setInvalid({});
          setOpen(false);
          onCreated?.(goal);
        },
        onError: () => {
          toast({ title: 'Error', description: GOAL_CREATE_FAILED, variant: 'destructive' });
        },
      },
    );
  }

  const busy = create.isPending;
  // The native field writes the date the browser's way (mm/dd/yyyy in the US); the app's way is beside it.
  const chosenDate = targetDateOf({ targetDate: draft.targetDate });

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="space-y-1.5 pr-6">
          <DialogTitle>Set a new goal</DialogTitle>
          <DialogDescription>
            Name what you're working towards and we'll aim your speeches at it.
          </DialogDescription>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-title`} className="block text-sm font-medium">
              Goal
            </label>
            <input
              ref={titleRef}
              id={`${id}-title`}
              value={draft.title}
              onChange={(event) => update('title', event.target.value)}
              maxLength={GOAL_TITLE_MAX_LENGTH}
              placeholder="e.g. Ace my job interview"
              autoComplete="off"
              aria-invalid={invalid.title || undefined}
              aria-describedby={invalid.title ? `${id}-title-error` : undefined}
              aria-required="true"
              disabled={busy}
              className="field"
            />
            {invalid.title ? (
              <p id={`${id}-title-error`} className="text-sm text-destructive">
                Give your goal a name.
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-category`} className="block text-sm font-medium">
              Category
            </label>
            <select
              ref={categoryRef}
              id={`${id}-category`}
              value={draft.category}
              onChange={(event) => update('category', event.target.value as GoalCategory | '')}
              aria-invalid={invalid.category || undefined}
              aria-describedby={invalid.category ? `${id}-category-error` : undefined}
              aria-required="true"
              disabled={busy}
              className={cn('field', !draft.category && 'text-muted-foreground')}
            >
              <option value="">Choose a category</option>
              {GOAL_CATEGORIES.map((category) => (
                <option key={category} value={category} className="text-foreground">
                  {GOAL_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
            {invalid.category ? (
              <p id={`${id}-category-error`} className="text-sm text-destructive">
                Choose a category.
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-description`} className="block text-sm font-medium">
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <textarea
              id={`${id}-description`}
              value={draft.description}
              onChange={(event) => update('description', event.target.value)}
              maxLength={GOAL_DESCRIPTION_MAX_LENGTH}
              rows={3}
              placeholder="Why it matters, or what success looks like"
              disabled={busy}
              className={cn('field', 'h-auto resize-y py-2')}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-date`} className="block text-sm font-medium">
              Target date <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <input
              id={`${id}-date`}
              type="date"
              value={draft.targetDate}
              min={todayIso()}
              onChange={(event) => update('targetDate', event.target.value)}
              aria-describedby={`${id}-date-chosen`}
              disabled={busy}
              className="field"
            />
            <p id={`${id}-date-chosen`} aria-live="polite" className="text-sm text-muted-foreground">
              {chosenDate ? formatDateWithWeekday(chosenDate) : null}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
              {busy ? 'Creating...' : 'Create Goal'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
