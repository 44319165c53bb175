import { useId } from 'react';
import { formatEventDay } from '../../../common/format-date';
import { errorMessage } from '../../lib/speech/speeches';
import { useCancelEventPush, useEventPushes } from '../../lib/wellbeing/event-pushes';
import { Button } from '../ui/button';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The pushes set for the morning of an event, listed beside the daily reminder: what each names, its day
 * and time, and a button to cancel it. They are set from a speech about a day still to come.
 */
export function EventPushList() {
  const headingId = useId();
  const pushes = useEventPushes();
  const cancel = useCancelEventPush();
  const waiting = (pushes.data ?? []).filter((push) => push.sentAt === null);
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-2 border-t pt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        Mornings of your events
      </h3>
      {pushes.isError ? (
        <p className="text-sm text-destructive">We couldn't load them.</p>
      ) : waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {pushes.isLoading
            ? 'Loading...'
            : 'None set. A speech about a day ahead offers a fresh one on its morning.'}
        </p>
      ) : (
        <ul className="space-y-2">
          {waiting.map((push) => {
            const day = formatEventDay(push.eventDate);
            return (
              <li
                key={push.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
              >
                <span>
                  {capitalised(push.event)}: {day} at {push.time}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => cancel.mutate(push.id)}
                  disabled={cancel.isPending && cancel.variables === push.id}
                  aria-label={`Cancel the morning speech for ${day}`}
                >
                  Cancel
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {cancel.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(cancel.error, 'We could not cancel it. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}
