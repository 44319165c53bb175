import type { ReactNode } from 'react';
import { cn } from '../lib/ui/cn';

const TONES = {
  error: 'border-destructive/40 bg-destructive/5 text-destructive',
  success: 'border-emerald-600/40 bg-emerald-600/5 text-emerald-800',
  info: 'border-border bg-muted text-foreground',
} as const;

/** A message about the whole form: errors are announced at once (alert), the rest politely (status). */
export function FormAlert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border p-3 text-sm', TONES[tone])}
    >
      {children}
    </p>
  );
}
