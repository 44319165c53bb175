import { UpcomingPage } from '../components/upcoming-page';

export default function SubscribePage() {
  return (
    <UpcomingPage title="Subscribe">
      Subscriptions open soon. Your free speeches are ready to use in the meantime.
    </UpcomingPage>
  );
}
