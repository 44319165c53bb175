import type { ReactNode } from 'react';

/** A route whose feature has not shipped yet: says so plainly and offers the way back. */
export function UpcomingPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{children}</p>
      <a href="/" className="mt-6 inline-block font-medium text-primary underline-offset-4 hover:underline">
        Back to App
      </a>
    </div>
  );
}
