import { History, House, LogOut, Target } from 'lucide-react';
import { useLocation } from 'wouter';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './billing/notification-bell';
import { Button } from './ui/button';

type AppHeaderProps = {
  user: { firstName?: string | null; email?: string; isDemo?: boolean };
};

// History and Goals are real pages of their own, not placeholders.
const NAV_LINKS = [
  { href: '/', label: 'Dashboard', Icon: House },
  { href: '/history', label: 'History', Icon: History },
  { href: '/goals', label: 'Goals', Icon: Target },
] as const;

export function AppHeader({ user }: AppHeaderProps) {
  const [, navigate] = useLocation();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6 sm:py-3">
        <a href="/" className="flex items-center gap-2 rounded-md font-bold text-lg">
          <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
          <span>Uplift</span>
        </a>

        {/* Below sm the nav takes its own full-width row so nothing overflows at 360px. */}
        <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex items-center justify-around gap-1 sm:justify-start sm:gap-2">
            {NAV_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  className="flex items-center gap-1.5 rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  {/* At 320 px (WCAG reflow) the three links fit only as words. */}
                  <Icon className="hidden size-4 min-[360px]:block" aria-hidden="true" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <NotificationBell />
          <AccountMenu firstName={user.firstName} email={user.email} isDemo={user.isDemo} />
          <Button variant="outline" size="sm" onClick={() => navigate('/logout')}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
