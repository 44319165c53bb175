import { type MouseEvent, Suspense, useState } from 'react';
import { lazyWithPreload } from '../lib/performance/lazy-with-preload';

export type AccountMenuProps = { firstName?: string | null; email?: string; isDemo?: boolean };

/** What the avatar button looks and is named like, before and after the menu's code has loaded. */
export const AVATAR_BUTTON = {
  'data-testid': 'avatar',
  'aria-label': 'Account menu',
  className:
    'flex size-9 select-none items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm',
} as const;

// The menu's code (Radix menu, floating positioning, the delete dialog) was a third of the script every
// signed-in page waited for; it loads once the avatar is hovered, focused or pressed.
const AccountMenuPopup = lazyWithPreload(() => import('./account-menu-popup'));
const preload = () => void AccountMenuPopup.preload();

function avatarInitial(firstName: string | null | undefined): string {
  // Array.from keeps an emoji or accented first character whole.
  const first = Array.from(firstName?.trim() ?? '')[0];
  return first ? first.toUpperCase() : 'U';
}

/** The avatar (first letter of firstName, fallback 'U') opens the account menu: export and deletion. */
export function AccountMenu(props: AccountMenuProps) {
  const [opened, setOpened] = useState<{ byKeyboard: boolean } | null>(null);
  const avatar = <span aria-hidden="true">{avatarInitial(props.firstName)}</span>;
  const plainAvatar = (
    <button
      type="button"
      {...AVATAR_BUTTON}
      title={props.firstName?.trim() || undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      // A click from Enter or Space has no pointer behind it (detail 0).
      onClick={(event: MouseEvent) => setOpened({ byKeyboard: event.detail === 0 })}
    >
      {avatar}
    </button>
  );
  if (!opened) return plainAvatar;
  return (
    <Suspense fallback={plainAvatar}>
      <AccountMenuPopup {...props} byKeyboard={opened.byKeyboard} avatar={avatar} />
    </Suspense>
  );
}
