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
