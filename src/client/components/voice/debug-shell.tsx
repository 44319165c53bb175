import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/ui/cn';
import { DiagnosticsNotice } from '../diagnostics-notice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

const PAGES = [
  { href: '/audio-debug', label: 'Audio Debug' },
  { href: '/audio-test', label: 'Audio Test' },
  { href: '/iphone-test', label: 'iPhone Test' },
] as const;

/** The frame of the audio diagnostics pages (the PAGES above), open signed in or out. */
export function DebugShell({
  title,
  purpose,
  intro,
  children,
}: {
  title: string;
  /** What the page is for, said at its top. */
  purpose: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const [location] = useLocation();
  return (
    <main className="min-h-dvh bg-muted/50 px-4 py-6 sm:py-10">
      <div className="mx-auto max-w-3xl space-y-6">
        <header className="space-y-3">
          <DiagnosticsNotice purpose={purpose} />
          <a
            href="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to App
          </a>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{intro}</p>
          <nav aria-label="Audio diagnostics">
            <ul className="flex flex-wrap gap-2">
              {PAGES.map((page) => {
                const current = page.href === location;
                return (
                  <li key={page.href}>
                    <Link
                      href={page.href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
                        current
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'bg-background hover:bg-accent hover:text-accent-foreground',
                      )}
                    >
                      {page.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </header>
        {children}
      </div>
    </main>
  );
}

export function DebugSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

/** A label/value list for measurements and facts. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
