import { UpcomingPage } from '../components/upcoming-page';

export default function iPhoneAudioTestPage() {
  return (
    <UpcomingPage title="iPhone Audio Test">
      iPhone and Safari playback checks arrive with the voice feature.
    </UpcomingPage>
  );
}
