import { Brain, Sparkles } from 'lucide-react';
import { type LearningStatus, learningStatus } from '../../../common/learning-status';
import { cn } from '../../lib/ui/cn';
import { useInsights } from '../../lib/wellbeing/wellbeing';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Meter } from './meter';
import { RetryError } from './retry-error';

const STATUS_STYLE: Record<LearningStatus, string> = {
  'Highly Personalised': 'bg-emerald-100 text-emerald-900',
  'Learning Your Preferences': 'bg-secondary text-secondary-foreground',
  'Building Your Profile': 'bg-amber-100 text-amber-900',
};

/** What Uplift has learnt from the person's ratings, with the learning status. */
export function PersonalisationCard() {
  const { data, isLoading, error, refetch, isFetching } = useInsights();

  return (
    <Card id="personalisation-profile">
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle className="flex items-center gap-2">
          <Brain aria-hidden className="size-5 text-primary" />
          Personalisation Profile
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {isLoading ? (
          <div role="status" aria-label="Loading your profile" className="space-y-2">
            <div className="h-6 w-40 animate-pulse rounded-full bg-muted" />
            <div className="h-4 animate-pulse rounded bg-muted" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
          </div>
        ) : error || !data ? (
          <RetryError what="your profile" onRetry={() => refetch()} busy={isFetching} />
        ) : !data.hasData ? (
          <div className="flex items-start gap-3 rounded-md bg-muted/60 p-3">
            <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <p className="text-sm text-muted-foreground">
              {data.message}{' '}
              <span className="block pt-1">
                Use <span className="font-medium text-foreground">Rate Speech</span> under any speech to
                start.
              </span>
            </p>
          </div>
        ) : (
          <ProfileDetails
            avgRating={data.avgRating}
            totalFeedback={data.totalFeedback}
            insights={data.insights}
          />
        )}
      </CardContent>
    </Card>
  );
}

function ProfileDetails({
  avgRating,
  totalFeedback,
  insights,
}: {
  avgRating: number;
  totalFeedback: number;
  insights: NonNullable<ReturnType<typeof useInsights>['data']>['insights'];
}) {
  const status = learningStatus(avgRating, totalFeedback);
  const percent = Math.round(avgRating);
  const rows = [
    { term: 'Top tone', detail: insights?.topPerformingTone },
    { term: 'Most effective', detail: insights?.mostEffectiveElement },
    { term: 'Working on', detail: insights?.improvementArea },
  ].filter((row): row is { term: string; detail: string } => Boolean(row.detail));

  return (
    <div className="space-y-4">
      <p>
        <span
          data-testid="learning-status"
          className={cn('inline-block rounded-full px-3 py-1 text-sm font-semibold', STATUS_STYLE[status])}
        >
          {status}
        </span>
      </p>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-muted-foreground">Average rating</span>
          <span className="font-semibold tabular-nums">{percent}%</span>
        </div>
        <Meter value={percent} max={100} />
        <p className="text-xs text-muted-foreground">
          From {totalFeedback} rated {totalFeedback === 1 ? 'speech' : 'speeches'}
        </p>
      </div>
      {insights?.personalityProfile ? <p className="text-sm">{insights.personalityProfile}</p> : null}
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map((row) => (
            <div key={row.term} className="contents">
              <dt className="text-muted-foreground">{row.term}</dt>
              <dd className="min-w-0 break-words font-medium">{row.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
