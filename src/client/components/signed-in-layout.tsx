import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SkipLink } from './skip-link';

export function SignedInLayout({
  user,
  children,
}: {
  user: { firstName?: string | null };
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <SkipLink />
      <AppHeader user={user} />
      {/* At least a screen tall, so the footer starts below the fold and doesn't jump down when the
          page's content arrives (a layout shift Lighthouse counted as 0.37 on the dashboard). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto outline-none min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 sm:px-6"
      >
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
