import { Star } from 'lucide-react';
import { useId } from 'react';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../../common/limits';
import { cn } from '../../lib/ui/cn';

const STEPS = Array.from({ length: FEEDBACK_MAX - FEEDBACK_MIN + 1 }, (_, index) => FEEDBACK_MIN + index);

type Props = {
  legend: string;
  /** Nothing chosen yet. */
  value: number | null;
  /** Said after the legend, as the form's other optional questions are. */
  optional?: boolean;
  onChange: (value: number) => void;
  /** A word for each value, shown beside the stars (index 0 is the lowest). */
  words: readonly string[];
  disabled?: boolean;
};

/**
 * A 1–5 star rating built on native radio buttons: one Tab stop, arrow keys move the rating, the legend
 * names the group and each star is announced as 'N stars'.
 */
export function StarRating({ legend, value, optional, onChange, words, disabled }: Props) {
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </legend>
      <div>
        <div className="-ml-2 flex">
          {STEPS.map((step) => (
            <label
              key={step}
              className={cn(
                'relative flex size-10 cursor-pointer items-center justify-center rounded-md transition-colors hover:bg-accent',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={step}
                checked={value === step}
                onChange={() => onChange(step)}
                className="peer sr-only"
              />
              <Star
                aria-hidden
                className={cn(
                  'size-6 transition-colors',
                  value !== null && step <= value
                    ? 'fill-amber-400 text-amber-500'
                    : 'fill-transparent text-muted-foreground/50',
                )}
              />
              <span className="sr-only">
                {step} {step === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden className="block min-h-5 text-sm text-muted-foreground">
          {value === null ? null : words[value - FEEDBACK_MIN]}
        </span>
      </div>
    </fieldset>
  );
}
