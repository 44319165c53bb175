import type { BillingCycle } from '../../../common/enums';
import { cn } from '../../lib/ui/cn';
import { SAVE_BADGE } from './pricing';

const OPTIONS: { value: BillingCycle; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/**
 * Monthly / yearly as a segmented control built on native radios: one Tab stop, arrow keys switch,
 * and the yearly option carries a 'Save 20%' badge.
 */
export function BillingToggle({
  value,
  onChange,
  name = 'billing-cycle',
  disabled,
  className,
}: {
  value: BillingCycle;
  onChange: (value: BillingCycle) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn('flex justify-center', className)} disabled={disabled}>
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex items-center gap-1 rounded-full border bg-card p-1 shadow-sm">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 font-medium text-sm transition-colors',
              'text-muted-foreground hover:text-foreground',
              'has-[:checked]:bg-primary has-[:checked]:text-primary-foreground',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            {option.label}
            {option.value === 'yearly' ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 font-semibold text-xs',
                  value === 'yearly'
                    ? 'bg-primary-foreground text-primary'
                    : 'bg-secondary text-secondary-foreground',
                )}
              >
                {SAVE_BADGE}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
