import { Sparkles } from 'lucide-react';
import { FREE_SPEECH_LIMIT } from '../../../common/limits';

/** The free-quota banner: how many of the 3 free speeches are left, and where to go next. */
export function FreeQuotaBanner({
  speechesUsed,
  subscriptionStatus,
}: {
  speechesUsed: number;
  subscriptionStatus: string;
}) {
  if (subscriptionStatus === 'active') return null;
  const left = Math.max(0, FREE_SPEECH_LIMIT - speechesUsed);
  return (
    <section
      aria-label="Free speeches"
      className="flex flex-col gap-3 rounded-lg border border-secondary bg-secondary/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 text-sm text-secondary-foreground">
        <Sparkles aria-hidden className="size-4 shrink-0" />
        {left > 0
          ? `You have ${left} of ${FREE_SPEECH_LIMIT} free speeches left.`
          : `You've used all ${FREE_SPEECH_LIMIT} free speeches.`}
      </p>
      <a
        href="/pricing"
        className="inline-flex items-center justify-center rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        See plans from $3/month
      </a>
    </section>
  );
}
