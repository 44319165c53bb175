import type { DashboardUser } from '../../lib/account/dashboard-user';
import type { SpeechRow } from '../../lib/speech/speeches';
import { SubscriptionUsageCard } from '../billing/subscription-usage-card';
import { RemindersCard } from '../reminders/reminders-card';
import { MoodCheckIn } from '../wellbeing/mood-check-in';
import { PersonalisationCard } from '../wellbeing/personalisation-card';
import { ProgressCard } from '../wellbeing/progress-card';
import { FavouritesCard } from './favourites-card';
import { QuickGoalsCard } from './quick-goals-card';
import { RecentSpeechesCard } from './recent-speeches-card';

type Props = { user: DashboardUser; onOpen: (speech: SpeechRow) => void };

/** The dashboard's side cards: usage, mood, personalisation, goals, reminders, favourites, recent speeches, progress. */
export default function DashboardAside({ user, onOpen }: Props) {
  return (
    <>
      <SubscriptionUsageCard speechesUsed={user.speechesUsed} />
      <MoodCheckIn compact />
      <PersonalisationCard />
      <QuickGoalsCard goals={user.goals} total={user.goalCount} />
      <RemindersCard />
      <FavouritesCard onOpen={onOpen} />
      <RecentSpeechesCard speeches={user.recentSpeeches} onOpen={onOpen} />
      <ProgressCard speechCount={user.stats?.totalSpeeches ?? user.speechesUsed} />
    </>
  );
}
