import { lazyDateFormat } from '../../../common/format-date';

// The streak calendar's labels: weekdays down the side (its rows run Monday to Sunday) and months along the
// top (its columns are weeks). Dates are YYYY-MM-DD calendar days, so they are read in UTC.
const monthFormat = lazyDateFormat({ month: 'short', timeZone: 'UTC' });

/** Every other weekday labels its row, as calendars of this kind do: more would crowd 16 px rows. */
export const WEEKDAY_LABELS = [
  { row: 0, label: 'Mon' },
  { row: 2, label: 'Wed' },
  { row: 4, label: 'Fri' },
] as const;

// A label is about three columns wide; one closer to the next is left out.
const MIN_COLUMNS_APART = 3;

/**
 * A month's label over the week its first day falls in, and the first week's month unless the next month
 * starts too soon after it to fit both.
 */
export function monthMarkers(dates: readonly string[]): { week: number; label: string }[] {
  const starts: { week: number; date: string }[] = [];
  for (let week = 0; week * 7 < dates.length; week += 1) {
    const days = dates.slice(week * 7, week * 7 + 7);
    const first = days.find((date) => date.endsWith('-01'));
    if (first) starts.push({ week, date: first });
    else if (week === 0 && days[0]) starts.push({ week, date: days[0] });
  }
  const [opening, next] = starts;
  if (opening && next && opening.week === 0 && next.week - opening.week < MIN_COLUMNS_APART) starts.shift();
  return starts.map(({ week, date }) => ({
    week,
    label: monthFormat().format(new Date(`${date}T00:00:00Z`)),
  }));
}
