import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { errorMessage } from '../../lib/speech/speeches';
import { toast } from '../../lib/ui/use-toast';
import { type Goal, useDeleteGoal } from '../../lib/wellbeing/wellbeing';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

const GOAL_DELETE_FAILED = 'Failed to delete goal. Please try again.';

type Props = {
  /** The goal to confirm; null keeps the dialog closed. */
  goal: Pick<Goal, 'id' | 'title'> | null;
  onClose: () => void;
  onDeleted: () => void;
  /** Where focus goes once the goal (and the button that opened this) is gone. */
  onFocusAfterDelete?: () => void;
};

/** Asks before deleting a goal; its speeches stay in the history. */
export function DeleteGoalDialog({ goal, onClose, onDeleted, onFocusAfterDelete }: Props) {
  const remove = useDeleteGoal();
  const deleted = useRef(false);
  const busy = remove.isPending;

  function confirm() {
    if (!goal || busy) return;
    remove.mutate(goal.id, {
      onSuccess: () => {
        deleted.current = true;
        toast({ title: 'Goal Deleted', description: `"${goal.title}" has been removed.` });
        onDeleted();
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, GOAL_DELETE_FAILED),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Dialog
      open={goal !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          if (onFocusAfterDelete) {
            event.preventDefault();
            onFocusAfterDelete();
          }
        }}
      >
        <div className="space-y-1.5 pr-6">
          <DialogTitle>Delete this goal?</DialogTitle>
          <DialogDescription>
            "{goal?.title}" will be removed for good. Speeches you wrote for it stay in your history.
          </DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {busy ? 'Deleting...' : 'Delete goal'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
