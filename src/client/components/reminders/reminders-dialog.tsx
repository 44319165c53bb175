import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { EventPushList } from './event-push-list';
import { ReminderForm } from './reminder-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing: the dialog opens from a menu item that no longer exists by then. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The reminder settings, from the account menu. */
export function RemindersDialog({ open, onOpenChange, returnFocusTo }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>Reminders</DialogTitle>
        <DialogDescription>
          A notification at the time you choose; tap it for a fresh short pep talk. Mornings you set from a
          speech are listed below.
        </DialogDescription>
        <ReminderForm />
        <EventPushList />
      </DialogContent>
    </Dialog>
  );
}
