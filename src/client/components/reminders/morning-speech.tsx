import { useState } from 'react';
import { MORNING_PARAM } from '../../../common/reminders';
import type { SupportAnswer } from '../../../common/support/support-answer';
import type { Speech } from '../../lib/speech/speeches';
import { useRunOnce } from '../../lib/ui/use-run-once';
import { useMorningSpeech } from '../../lib/wellbeing/event-pushes';
import { SupportNote } from '../support/support-note';

type Shown = { kind: 'status' | 'alert'; text: string } | { kind: 'support'; note: SupportAnswer } | null;

/**
 * Opened from the push on the morning of an event (/?morning=<push id>): writes that morning's short
 * speech (from the quota, like any other) and opens it. With no speech left, it opens the speech the push
 * was set from, and says why. The parameter is removed first, so a reload does not write another.
 */
export function MorningSpeech({ onOpen }: { onOpen: (speech: Speech) => void }) {
  const morning = useMorningSpeech();
  const [shown, setShown] = useState<Shown>(null);
  useRunOnce(() => {
    const params = new URLSearchParams(window.location.search);
    const wanted = Number(params.get(MORNING_PARAM));
    if (!params.has(MORNING_PARAM)) return;
    params.delete(MORNING_PARAM);
    const search = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}`,
    );
    if (!Number.isInteger(wanted) || wanted < 1) {
      setShown({ kind: 'alert', text: "We couldn't find that morning's speech." });
      return;
    }
    morning.mutate(wanted, {
      onSuccess: (outcome) => {
        if ('support' in outcome) return setShown({ kind: 'support', note: outcome.support });
        if ('original' in outcome) {
          setShown({
            kind: 'status',
            text: `There are no speeches left to write a new one this morning, so here is the one you had for today. ${outcome.message}`,
          });
          return onOpen(outcome.original);
        }
        setShown(null);
        onOpen(outcome.speech);
      },
      onError: () =>
        setShown({
          kind: 'alert',
          text: "We couldn't write this morning's speech. Please create one below.",
        }),
    });
  });
  if (morning.isPending)
    return (
      <p role="status" className="rounded-md bg-accent p-3 text-sm">
        Writing this morning's speech...
      </p>
    );
  if (shown?.kind === 'support') return <SupportNote note={shown.note} />;
  return shown ? (
    <p role={shown.kind} className="rounded-md bg-accent p-3 text-sm">
      {shown.text}
    </p>
  ) : null;
}
