import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { formatEventDay } from '../../../common/format-date';
import { errorMessage, type Speech } from '../../lib/speech/speeches';
import {
  deliverEventHere,
  NotificationsBlocked,
  NotificationsUnsupported,
  SubscribedForAnotherAccount,
} from '../../lib/wellbeing/device-notifications';
import {
  DEFAULT_EVENT_PUSH_TIME,
  type EventPush,
  upcomingEventDate,
  useCancelEventPush,
  useEventPushes,
  useSetEventPush,
} from '../../lib/wellbeing/event-pushes';
import { Button } from '../ui/button';
import { TimeField } from '../ui/time-field';

const UNSUPPORTED =
  "Set, but this browser can't show notifications, so it can't reach you here. Open Uplift in another browser, or add it to your home screen.";
const BLOCKED =
  "Set, but notifications are blocked for Uplift in this browser, so it can't reach you here. Allow notifications for this site in your browser's settings, then press the button again.";
const ANOTHER_ACCOUNT =
  'Set, but this browser gets notifications for another account. Sign out of that account on this browser, or open Uplift in another one.';

type Status = { kind: 'ok' | 'error'; text: string } | null;

/** Why a push that was set cannot reach this device, in words a person can act on. */
function notReachable(failure: unknown): string {
  if (failure instanceof NotificationsUnsupported) return UNSUPPORTED;
  if (failure instanceof NotificationsBlocked) return BLOCKED;
  if (failure instanceof SubscribedForAnotherAccount) return ANOTHER_ACCOUNT;
  return 'Set, but this device could not be set up for notifications. Please try again.';
}

/**
 * For a speech about a day still to come: 'Send me a fresh one on the morning of {day}', at 08:00 or a
 * time chosen, in this device's zone; once set, its time can be changed or it can be cancelled. Nothing
 * for a speech about no particular day, one whose day has come, or one written for someone else (the
 * push would come to the sender; that speech is theirs to share).
 */
export function MorningPushPanel({ speech }: { speech: Pick<Speech, 'id' | 'shaping' | 'forName'> }) {
  const eventDate = speech.forName ? null : upcomingEventDate(speech);
  return eventDate ? <Panel speechId={speech.id} day={formatEventDay(eventDate)} /> : null;
}

function Panel({ speechId, day }: { speechId: number; day: string }) {
  const ids = { heading: useId(), time: useId() };
  const pushes = useEventPushes();
  const set = useSetEventPush(speechId);
  const cancel = useCancelEventPush();
  const waiting = pushes.data?.find((push) => push.speechId === speechId && push.sentAt === null);
  // The time being edited; until then, the time set, or 08:00.
  const [edited, setEdited] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const time = edited ?? waiting?.time ?? DEFAULT_EVENT_PUSH_TIME;

  async function send() {
    setStatus(null);
    let push: EventPush;
    try {
      push = await set.mutateAsync(time);
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessage(error, 'We could not set it up. Please try again.') });
      return;
    }
    setEdited(null);
    try {
      await deliverEventHere(push);
      setStatus({ kind: 'ok', text: `Done. A fresh speech comes at ${push.time} on the morning of ${day}.` });
    } catch (failure) {
      setStatus({ kind: 'error', text: notReachable(failure) });
    }
  }

  async function stop(push: EventPush) {
    setStatus(null);
    try {
      await cancel.mutateAsync(push.id);
      setStatus({ kind: 'ok', text: `Cancelled. No speech will come on the morning of ${day}.` });
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessage(error, 'We could not cancel it. Please try again.') });
    }
  }

  return (
    <section aria-labelledby={ids.heading} className="space-y-3">
      <h3 id={ids.heading} className="flex items-center gap-2 text-sm font-semibold">
        <BellRing aria-hidden className="size-4" />
        The morning of {day}
      </h3>
      {waiting ? (
        <p className="text-sm">
          A fresh speech is set for {waiting.time} on the morning of {day}.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <TimeField id={ids.time} value={time} onChange={setEdited} />
        <Button
          variant="outline"
          size="sm"
          onClick={send}
          disabled={set.isPending || !time}
          className="h-auto min-h-9 min-w-0 shrink whitespace-normal py-1.5 text-left"
        >
          {waiting ? 'Change time' : `Send me a fresh one on the morning of ${day}`}
        </Button>
        {waiting ? (
          <Button variant="outline" size="sm" onClick={() => stop(waiting)} disabled={cancel.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
      <p role="status" className={status?.kind === 'error' ? 'text-sm text-destructive' : 'text-sm'}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
