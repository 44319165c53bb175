import { Download, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { apiUrl } from '../lib/api';
import { DeleteAccountDialog } from './delete-account-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

type Props = { firstName?: string | null; email?: string; isDemo?: boolean };

function avatarInitial(firstName: string | null | undefined): string {
  // Array.from keeps an emoji or accented first character whole.
  const first = Array.from(firstName?.trim() ?? '')[0];
  return first ? first.toUpperCase() : 'U';
}

/** The avatar (SPEC §2: first letter of firstName, fallback 'U') opens the account menu: export and deletion. */
export function AccountMenu({ firstName, email, isDemo = false }: Props) {
  const [deleting, setDeleting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = firstName?.trim();
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={trigger}
          data-testid="avatar"
          aria-label="Account menu"
          title={name || undefined}
          className="flex size-9 select-none items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
        >
          <span aria-hidden="true">{avatarInitial(firstName)}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            {name ? `Signed in as ${name}` : 'Signed in'}
            {email ? ` (${email})` : ''}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <a href={apiUrl('/api/account/export')} download="uplift-export.json">
              <Download aria-hidden />
              Download my data
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDeleting(true)} className="text-destructive">
            <Trash2 aria-hidden />
            Delete account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        needsPassword={!isDemo}
        returnFocusTo={trigger}
      />
    </>
  );
}
