import { type CSSProperties, useId } from 'react';
import { lazyDateFormat } from '../../../common/format-date';
import { cn } from '../../lib/ui/cn';
import { type Activity, useActivity } from '../../lib/wellbeing/wellbeing';
import { monthMarkers, WEEKDAY_LABELS } from './calendar-labels';
import { RetryError } from './retry-error';

// Steps of the brand's violet by the day's speeches: none, one, two, three or more. The darker two pass
// 3:1 against the card; every day's numbers are also in its tooltip and the summary below in words.
const LEVELS = ['bg-muted', 'bg-violet-300', 'bg-violet-500', 'bg-violet-700'] as const;
const dayFormat = lazyDateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;
const level = (speeches: number) => LEVELS[Math.min(speeches, LEVELS.length - 1)];
// Dates arrive as YYYY-MM-DD in the viewer's zone: shown as that calendar day, whatever the clock says.
const describe = (day: Activity['days'][number]) =>
  `${dayFormat().format(new Date(`${day.date}T00:00:00Z`))}: ${plural(day.speeches, 'speech', 'speeches')}, ${plural(day.checkIns, 'check-in')}`;

/** What the calendar shows, in words (screen readers read this instead of the squares). */
function activitySummary({ days, currentStreak, longestStreak }: Activity): string {
  const active = days.filter((day) => day.speeches > 0).length;
  return `Speeches on ${active} of the last ${days.length} days. Current streak ${plural(currentStreak, 'day')}, longest ${plural(longestStreak, 'day')}.`;
}

/**
 * The streak calendar: the last 12 weeks, a column a week from Monday, coloured by each day's speeches,
 * with weekdays down the side and months along the top. One grid holds them all: a column of labels then
 * a column a week, a row of months then a row a weekday (--cell is a day's square).
 */
export function ActivityCalendar({ heading: Heading = 'h3' }: { heading?: 'h2' | 'h3' }) {
  const id = useId();
  const { data, isLoading, error, refetch, isFetching } = useActivity();
  if (isLoading)
    return (
      <div
        role="status"
        aria-label="Loading your activity"
        className="h-32 animate-pulse rounded-md bg-muted"
      />
    );
  if (error || !data) return <RetryError what="your activity" onRetry={() => refetch()} busy={isFetching} />;
  const today = data.days.at(-1)?.date;
  const weeks = Math.ceil(data.days.length / 7);
  const grid = {
    gridTemplateColumns: `auto repeat(${weeks}, var(--cell))`,
    gridTemplateRows: 'auto repeat(7, var(--cell))',
  } satisfies CSSProperties;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <Heading id={id} className="text-sm font-medium">
        Your last {weeks} weeks
      </Heading>
      <div
        aria-hidden
        data-testid="activity-grid"
        style={grid}
        className="grid justify-start gap-[3px] text-muted-foreground text-xs leading-none [--cell:1rem] sm:[--cell:18px]"
      >
        {monthMarkers(data.days.map((day) => day.date)).map(({ week, label }) => (
          <span
            key={`${week}-${label}`}
            style={{ gridColumn: `${week + 2} / span 3`, gridRow: 1 }}
            className="pb-1 whitespace-nowrap"
          >
            {label}
          </span>
        ))}
        {WEEKDAY_LABELS.map(({ row, label }) => (
          <span key={label} style={{ gridColumn: 1, gridRow: row + 2 }} className="self-center pr-1.5">
            {label}
          </span>
        ))}
        {data.days.map((day, index) => (
          <span
            key={day.date}
            data-date={day.date}
            data-speeches={day.speeches}
            title={describe(day)}
            // Grid lines count from 1, and the labels take the first column and row.
            style={{ gridColumn: Math.floor(index / 7) + 2, gridRow: (index % 7) + 2 }}
            className={cn(
              'relative rounded-[3px]',
              level(day.speeches),
              day.date === today && 'ring-2 ring-foreground ring-offset-1 ring-offset-card',
            )}
          >
            {day.checkIns > 0 ? (
              <span className="absolute inset-0 m-auto size-1.5 rounded-full bg-amber-500 ring-1 ring-white" />
            ) : null}
          </span>
        ))}
      </div>
      <div aria-hidden className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          Fewer
          {LEVELS.map((className) => (
            <span key={className} className={cn('size-3 rounded-[2px]', className)} />
          ))}
          More speeches
        </span>
        <span className="flex items-center gap-1">
          <span className="size-1.5 rounded-full bg-amber-500" /> mood check-in
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{activitySummary(data)}</p>
    </section>
  );
}
