import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

export function SignedInLayout({
  user,
  children,
}: {
  user: { firstName?: string | null };
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <AppHeader user={user} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
