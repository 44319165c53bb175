import type { ReactNode } from 'react';
import { cn } from '../../lib/ui/cn';

export type Choice<T extends string> = { value: T; label: string; hint?: string };

type Props<T extends string> = {
  name: string;
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Tailwind grid columns for the cards, e.g. 'grid-cols-2 sm:grid-cols-4'. */
  columns: string;
  footer?: ReactNode;
};

/**
 * A set of selectable cards built on native radio buttons: one Tab stop, arrow keys move the choice,
 * the legend names the group and each card's label (and hint) names its option.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  disabled,
  columns,
  footer,
}: Props<T>) {
  return (
    <fieldset className="min-w-0 space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'relative flex min-h-11 cursor-pointer flex-col justify-center rounded-md border border-input bg-background px-3 py-2 text-sm transition-colors',
              'hover:border-primary/60 hover:bg-accent',
              'has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
            />
            <span className="font-medium leading-tight">{choice.label}</span>
            {choice.hint ? (
              <span className="text-xs leading-tight text-muted-foreground peer-checked:text-secondary-foreground/80">
                {choice.hint}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {footer}
    </fieldset>
  );
}
