import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/ui/cn';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  trailing?: ReactNode;
};

/** Label, input and inline error, wired together for screen readers. */
export function TextField({ id, label, error, hint, trailing, className, ...input }: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'h-11 w-full rounded-md border bg-background px-3 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
            trailing ? 'pr-11' : '',
            error ? 'border-destructive' : 'border-input',
            className,
          )}
          {...input}
        />
        {trailing}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
