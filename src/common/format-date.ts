// Dates are shown in en-AU, whatever the browser's own locale is. The formats are made on first
// use: the first Intl.DateTimeFormat loads the locale's data, tens of milliseconds on a slow phone, which
// at module load landed in the signed-in pages' script start-up, before anything was drawn.
export const lazyDateFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | null = null;
  return () => {
    format ??= new Intl.DateTimeFormat('en-AU', options);
    return format;
  };
};
const shortFormat = lazyDateFormat({ day: 'numeric', month: 'numeric', year: 'numeric' });
const longFormat = lazyDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const weekdayFormat = lazyDateFormat({ weekday: 'long' });
// A calendar date (YYYY-MM-DD) is read as UTC midnight and shown in UTC: the same day in every zone.
const dayFormat = lazyDateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function toDate(date: Date | string | number): Date | null {
  const parsed = date instanceof Date ? date : new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

// An unparseable date renders as an empty string rather than 'Invalid Date' or a thrown RangeError.
export function formatDate(date: Date | string | number): string {
  const parsed = toDate(date);
  return parsed ? shortFormat().format(parsed) : '';
}

/** 'Thursday, 05/03/2026': the app's date with its day of the week, for a date just chosen. */
export function formatDateWithWeekday(date: Date | string | number): string {
  const parsed = toDate(date);
  return parsed ? `${weekdayFormat().format(parsed)}, ${shortFormat().format(parsed)}` : '';
}

export function formatDateLong(date: Date | string | number): string {
  const parsed = toDate(date);
  return parsed ? longFormat().format(parsed) : '';
}

/** 'Monday 16 March' for the calendar date 2026-03-16, whatever the device's zone. */
export function formatEventDay(date: string): string {
  const parsed = toDate(`${date}T00:00:00Z`);
  return parsed ? dayFormat().format(parsed) : '';
}
