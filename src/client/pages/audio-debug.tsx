import { UpcomingPage } from '../components/upcoming-page';

export default function AudioDebugPage() {
  return (
    <UpcomingPage title="Audio Debug">
      Audio generation diagnostics arrive with the voice feature.
    </UpcomingPage>
  );
}
