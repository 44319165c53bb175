import { UpcomingPage } from '../components/upcoming-page';

export default function TestPaymentPage() {
  return (
    <UpcomingPage title="Test Payment">
      The payment test form (Starting $3/month, beta discount codes) is not available yet.
    </UpcomingPage>
  );
}
