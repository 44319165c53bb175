import { useQueryClient } from '@tanstack/react-query';
import { ChartLine, Flame } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { TONE_LABELS, TONES, type Tone } from '../../../common/enums';
import { USAGE_WARNING_RATIO } from '../../../common/limits';
import { cn } from '../../lib/ui/cn';
import { type Progress, useProgress, useRecentMoods, wellbeingKeys } from '../../lib/wellbeing/wellbeing';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { ActivityCalendar } from './activity-calendar';
import { Meter } from './meter';
import { trendWindow } from './mood-trend';
import { MoodTrendChart } from './mood-trend-chart';
import { RetryError } from './retry-error';

const toneLabel = (tone: string) => TONE_LABELS[tone as Tone] ?? tone;

function Stat({ label, value, icon }: { label: string; value: string; icon?: ReactNode }) {
  return (
    <div className="rounded-md bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 flex items-center gap-1 truncate text-lg font-semibold leading-tight tabular-nums">
        {icon}
        {value}
      </dd>
    </div>
  );
}

function ToneBreakdown({ toneStats }: { toneStats: Progress['toneStats'] }) {
  const known = TONES.filter((tone) => (toneStats[tone] ?? 0) > 0);
  const others = Object.keys(toneStats).filter((tone) => !known.includes(tone as Tone) && toneStats[tone]);
  const rows = [...known, ...others]
    .map((tone) => ({ tone, count: toneStats[tone] ?? 0 }))
    .sort((a, b) => b.count - a.count);
  const max = Math.max(1, ...rows.map((row) => row.count));
  if (rows.length === 0) return null;
  return (
    <section aria-label="Tone breakdown" className="space-y-2">
      <h3 className="text-sm font-medium">Tones you've used</h3>
      <ul className="space-y-1.5">
        {rows.map(({ tone, count }) => (
          <li key={tone} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate">{toneLabel(tone)}</span>
            <Meter value={count} max={max} />
            <span className="w-6 text-right tabular-nums text-muted-foreground">{count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Usage({ used, limit }: { used: number; limit: number }) {
  const high = limit > 0 && used / limit >= USAGE_WARNING_RATIO;
  return (
    <section aria-label="Speech usage" className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <h3 className="font-medium">Speeches used</h3>
        <span className={cn('tabular-nums', high ? 'font-semibold text-amber-800' : 'text-muted-foreground')}>
          {used} of {limit}
        </span>
      </div>
      <Meter value={used} max={limit} barClassName={high ? 'bg-amber-600' : undefined} />
    </section>
  );
}

function MoodTrend() {
  const { data, isLoading, error, refetch, isFetching } = useRecentMoods();
  return (
    <section aria-label="Mood trend" className="space-y-2">
      <h3 className="text-sm font-medium">Mood trend</h3>
      {isLoading ? (
        <div
          role="status"
          aria-label="Loading your mood trend"
          className="h-32 animate-pulse rounded-md bg-muted"
        />
      ) : error || !data ? (
        <RetryError what="your check-ins" onRetry={() => refetch()} busy={isFetching} />
      ) : data.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          No check-ins yet. Use <span className="font-medium text-foreground">Check In</span> to note how
          you're feeling, and your energy, stress and motivation will show up here.
        </p>
      ) : (
        <MoodTrendChart entries={trendWindow(data)} />
      )}
    </section>
  );
}

/**
 * The progress card: speech counts, streak, favourite tone, a tone breakdown, usage, the streak
 * calendar, and the mood trend of the last 14 check-ins. `speechCount` (from the dashboard user) refreshes it after a new speech.
 */
export function ProgressCard({ speechCount }: { speechCount?: number }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error, refetch, isFetching } = useProgress();
  const seen = useRef(speechCount);

  useEffect(() => {
    if (seen.current === speechCount) return;
    seen.current = speechCount;
    void queryClient.invalidateQueries({ queryKey: wellbeingKeys.progress });
    void queryClient.invalidateQueries({ queryKey: wellbeingKeys.activity });
  }, [speechCount, queryClient]);

  return (
    <Card id="progress">
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle className="flex items-center gap-2">
          <ChartLine aria-hidden className="size-5 text-primary" />
          Your Progress
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 p-4 pt-0 sm:p-6 sm:pt-0">
        {isLoading ? (
          <div role="status" aria-label="Loading your progress" className="grid grid-cols-2 gap-2">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="h-14 animate-pulse rounded-md bg-muted" />
            ))}
          </div>
        ) : error || !data ? (
          <RetryError what="your progress" onRetry={() => refetch()} busy={isFetching} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-2">
              <Stat label="Total speeches" value={String(data.totalSpeeches)} />
              <Stat label="This week" value={String(data.speechesThisWeek)} />
              <Stat
                label="Current streak"
                value={`${data.currentStreak} ${data.currentStreak === 1 ? 'day' : 'days'}`}
                icon={
                  data.currentStreak > 0 ? (
                    <Flame aria-hidden className="size-4 shrink-0 text-amber-600" />
                  ) : undefined
                }
              />
              <Stat label="Most used tone" value={data.mostUsedTone ? toneLabel(data.mostUsedTone) : '—'} />
            </dl>
            {data.totalSpeeches === 0 ? (
              <p className="text-sm text-muted-foreground">
                Create your first speech and your stats will start here.
              </p>
            ) : null}
            <ToneBreakdown toneStats={data.toneStats ?? {}} />
            <Usage used={data.speechesUsed} limit={data.speechLimit} />
          </>
        )}
        <ActivityCalendar />
        <MoodTrend />
      </CardContent>
    </Card>
  );
}
