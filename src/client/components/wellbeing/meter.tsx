import { cn } from '../../lib/ui/cn';

/**
 * A thin horizontal bar for a value out of a maximum. The number is always written next to it, so the
 * bar itself is decoration for sighted readers and hidden from screen readers.
 */
export function Meter({
  value,
  max,
  className,
  barClassName = 'bg-primary',
}: {
  value: number;
  max: number;
  className?: string;
  /** The bar's colour (bg-primary by default). */
  barClassName?: string;
}) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div aria-hidden className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}>
      <div
        className={cn('h-full rounded-full transition-[width]', barClassName)}
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}
