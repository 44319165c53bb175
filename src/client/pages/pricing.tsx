import { UpcomingPage } from '../components/upcoming-page';

export default function PricingPage() {
  return (
    <UpcomingPage title="Pricing">
      Plans start at $3/month. Online checkout is being switched on — check back soon.
    </UpcomingPage>
  );
}
