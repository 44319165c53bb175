import { UpcomingPage } from '../components/upcoming-page';

export default function AudioTestPage() {
  return <UpcomingPage title="Audio Test">Audio playback tests arrive with the voice feature.</UpcomingPage>;
}
