import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ReminderSettings } from '../../../common/api/reminders';
import { useDashboardUser } from '../../lib/account/dashboard-user';
import {
  applyOnDevice,
  isSetUpHere,
  type NotificationAccess,
  NotificationsBlocked,
  notificationAccess,
  SubscribedForAnotherAccount,
} from '../../lib/wellbeing/device-notifications';
import { useEventPushes } from '../../lib/wellbeing/event-pushes';
import { useReminderSettings, useSaveReminder } from '../../lib/wellbeing/reminders';
import { browserTimeZone } from '../../lib/wellbeing/time-zone';
import { Button } from '../ui/button';
import { TimeField } from '../ui/time-field';

// Monday first, as the activity calendar's weeks run; values are JavaScript's (0 = Sunday).
const WEEKDAYS = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
  [0, 'Sun'],
] as const;

export const UNSUPPORTED_MESSAGE =
  "This browser can't receive notifications, so reminders can't reach you here. Try another browser, or add Uplift to your home screen.";
export const BLOCKED_MESSAGE =
  "Notifications are blocked for Uplift in this browser, so reminders can't reach you here. Allow notifications for this site in your browser's settings, then save again.";

export const ANOTHER_ACCOUNT_MESSAGE =
  'Saved, but this browser gets reminders for another account. Sign out of that account on this browser, or turn reminders on from another browser.';

type Status = { kind: 'ok' | 'error'; text: string } | null;

/** Reminder settings (on or off, time, days, goal) and this device's part in them (issue 22 §1). */
export function ReminderForm() {
  const { data: saved, isLoading, error } = useReminderSettings();
  const [access, setAccess] = useState<NotificationAccess>(() => notificationAccess());
  if (access === 'unsupported') return <p className="text-sm text-muted-foreground">{UNSUPPORTED_MESSAGE}</p>;
  if (isLoading) return <p className="text-sm text-muted-foreground">Loading your reminder...</p>;
  if (error || !saved) return <p className="text-sm text-destructive">We couldn't load your reminder.</p>;
  return <LoadedForm saved={saved} access={access} onAccess={setAccess} />;
}

function LoadedForm({
  saved,
  access,
  onAccess,
}: {
  saved: ReminderSettings;
  access: NotificationAccess;
  onAccess: (access: NotificationAccess) => void;
}) {
  const ids = { enabled: useId(), time: useId(), goal: useId(), days: useId() };
  const { data: user } = useDashboardUser();
  const save = useSaveReminder();
  const { data: eventPushes } = useEventPushes();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [time, setTime] = useState(saved.time);
  const [days, setDays] = useState<number[]>(saved.days);
  const [goalId, setGoalId] = useState(saved.goalId === null ? '' : String(saved.goalId));
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const goals = (user?.goals ?? []).filter((goal) => !goal.isCompleted || goal.id === saved.goalId);

  useEffect(() => {
    if (!saved.enabled) return;
    isSetUpHere()
      .then((setUp) => {
        if (!setUp && access !== 'blocked')
          setStatus({
            kind: 'error',
            text: 'Reminders are on, but this device is not set up to show them. Save to set it up.',
          });
      })
      .catch(() => {});
  }, [saved.enabled, access]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      const settings = await save.mutateAsync({
        enabled,
        time,
        days,
        goalId: goalId ? Number(goalId) : null,
        timeZone: browserTimeZone() ?? 'UTC',
      });
      const goalTitle = goals.find((goal) => goal.id === settings.goalId)?.title ?? null;
      try {
        // Turning reminders off keeps this browser subscribed while a morning of an event is still to come.
        const keepSubscribed = eventPushes?.some((push) => push.sentAt === null) ?? false;
        await applyOnDevice(settings, goalTitle, { keepSubscribed });
        setStatus({
          kind: 'ok',
          text: settings.enabled ? savedOnText(settings) : 'Saved. Reminders are off.',
        });
      } catch (failure) {
        if (failure instanceof NotificationsBlocked) onAccess('blocked');
        else if (failure instanceof SubscribedForAnotherAccount)
          setStatus({ kind: 'error', text: ANOTHER_ACCOUNT_MESSAGE });
        else
          setStatus({
            kind: 'error',
            text: 'Saved, but this device could not be set up for notifications. Please try again.',
          });
      }
    } catch {
      setStatus({ kind: 'error', text: 'We could not save your reminder. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      {access === 'blocked' ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {BLOCKED_MESSAGE}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          id={ids.enabled}
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="size-5 accent-primary"
        />
        <label htmlFor={ids.enabled} className="text-sm font-medium">
          Remind me to get a pep talk
        </label>
      </div>
      <TimeField id={ids.time} value={time} onChange={setTime} />
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">Days</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map(([day, label]) => (
            <label key={day} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(event) =>
                  setDays((current) =>
                    event.target.checked ? [...current, day] : current.filter((value) => value !== day),
                  )
                }
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={ids.goal} className="block text-sm font-medium">
          Goal to focus on
        </label>
        <select
          id={ids.goal}
          value={goalId}
          onChange={(event) => setGoalId(event.target.value)}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
        >
          <option value="">No particular goal</option>
          {goals.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.title}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save reminder'}
      </Button>
      <p role="status" className={status?.kind === 'error' ? 'text-sm text-destructive' : 'text-sm'}>
        {status?.text ?? ''}
      </p>
    </form>
  );
}

function savedOnText(settings: ReminderSettings): string {
  const names = WEEKDAYS.filter(([day]) => settings.days.includes(day)).map(([, label]) => label);
  if (names.length === 0) return 'Saved. Choose at least one day to get reminders.';
  return `Saved. You'll get a notification here at ${settings.time} on ${names.join(', ')}.`;
}
