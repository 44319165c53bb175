import { greeting } from '../../common/greeting';
import { FreeQuotaBanner } from '../components/dashboard/free-quota-banner';
import { QuickGoalsCard } from '../components/dashboard/quick-goals-card';
import { RecentSpeechesCard } from '../components/dashboard/recent-speeches-card';
import { Card, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useDashboardUser } from '../lib/dashboard-user';

export default function DashboardPage() {
  const { data: user, isLoading, error } = useDashboardUser();
  if (isLoading) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Loading your dashboard...
      </p>
    );
  }
  if (error || !user) {
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        We couldn't load your dashboard. Please refresh the page.
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {greeting(new Date(), user.firstName)}
      </h1>
      <FreeQuotaBanner speechesUsed={user.speechesUsed} subscriptionStatus={user.subscriptionStatus} />
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-label="Create a speech" className="lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Create your speech</CardTitle>
              <CardDescription>
                Tell us what you're facing and we'll write a speech just for you.
              </CardDescription>
            </CardHeader>
          </Card>
        </section>
        <aside aria-label="Your progress" className="space-y-6">
          <QuickGoalsCard goals={user.goals} />
          <RecentSpeechesCard speeches={user.recentSpeeches} />
        </aside>
      </div>
    </div>
  );
}
