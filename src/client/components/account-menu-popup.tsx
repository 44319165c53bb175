import { Bell, Download, LogOut, Trash2 } from 'lucide-react';
import { type FocusEvent, type ReactNode, useRef, useState } from 'react';
import { signOutEverywhere } from '../lib/account/sign-out-everywhere';
import { apiUrl } from '../lib/api/api';
import { type AccountMenuProps, AVATAR_BUTTON } from './account-menu';
import { DeleteAccountDialog } from './delete-account-dialog';
import { RemindersDialog } from './reminders/reminders-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

type Props = AccountMenuProps & {
  /** The avatar was pressed with the keyboard: the first item takes focus. */
  byKeyboard: boolean;
  avatar: ReactNode;
};

/** The account menu itself (Radix menu, positioning and the delete dialog): loaded and opened when the
 * avatar is first pressed (account-menu.tsx). */
export default function AccountMenuPopup({ firstName, email, isDemo = false, byKeyboard, avatar }: Props) {
  const [deleting, setDeleting] = useState(false);
  const [reminders, setReminders] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = firstName?.trim();
  // Radix moves focus to the first item when the menu opens from the keyboard, which it learns by watching
  // key presses; this menu mounted after the press it opens for, so the first opening says so itself.
  const focusFirstItem = useRef(byKeyboard);
  const onContentFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!focusFirstItem.current || event.target !== event.currentTarget) return;
    focusFirstItem.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    event.preventDefault();
  };
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger ref={trigger} {...AVATAR_BUTTON} title={name || undefined}>
          {avatar}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" onFocus={onContentFocus}>
          <DropdownMenuLabel>
            {name ? `Signed in as ${name}` : 'Signed in'}
            {email ? ` (${email})` : ''}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setReminders(true)}>
            <Bell aria-hidden />
            Reminders
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={apiUrl('/api/account/export')} download="uplift-export.json">
              <Download aria-hidden />
              Download my data
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOutEverywhere()}>
            <LogOut aria-hidden />
            Sign out everywhere
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDeleting(true)} className="text-destructive">
            <Trash2 aria-hidden />
            Delete account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RemindersDialog open={reminders} onOpenChange={setReminders} returnFocusTo={trigger} />
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        needsPassword={!isDemo}
        returnFocusTo={trigger}
      />
    </>
  );
}
