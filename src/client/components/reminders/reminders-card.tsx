import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { EventPushList } from './event-push-list';
import { ReminderForm } from './reminder-form';

/** The dashboard's reminder settings. */
export function RemindersCard() {
  return (
    <Card id="reminders">
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle>Reminders</CardTitle>
        <CardDescription>
          A notification at the time you choose; tap it for a fresh short pep talk. Mornings you set from a
          speech are listed below.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <ReminderForm />
        <EventPushList />
      </CardContent>
    </Card>
  );
}
