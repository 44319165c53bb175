import { type RefObject, useId, useState } from 'react';
import { ACCOUNT_DELETED_PATH } from '../lib/account/account-deletion';
import { clearOfflineUserData } from '../lib/account/client-state';
import { api } from '../lib/api/api-client';
import { errorMessage } from '../lib/speech/speeches';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  needsPassword: boolean;
  /** Where focus goes on closing: the dialog opens from a menu item that no longer exists by then. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Deletes the account after the password is confirmed (demo accounts have none), then leaves the app for
 * the page that says what was removed.
 */
const DELETE_FAILED = 'We could not delete your account. Please try again.';

export function DeleteAccountDialog({ open, onOpenChange, needsPassword, returnFocusTo }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordId = useId();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.DELETE('/api/account', { body: needsPassword ? { password } : {} });
      await clearOfflineUserData();
      window.location.replace(ACCOUNT_DELETED_PATH);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      // Too many tries, or a subscription that could not be cancelled: the server says what happened.
      setError(
        message.startsWith('403')
          ? 'That password is not right.'
          : /^(429|502):/.test(message)
            ? errorMessage(failure, DELETE_FAILED)
            : DELETE_FAILED,
      );
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your speeches, goals, mood check-ins and ratings for good, and cancels a paid plan
          first. Download your data first if you want a copy.
        </DialogDescription>
        <form onSubmit={onSubmit} className="space-y-4">
          {needsPassword ? (
            <div className="space-y-1.5">
              <label htmlFor={passwordId} className="block text-sm font-medium">
                Confirm with your password
              </label>
              <input
                id={passwordId}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
              />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy || (needsPassword && !password)}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
