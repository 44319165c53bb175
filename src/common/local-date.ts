// Building a DateTimeFormat costs far more than formatting with one (it was 2% of a generation's CPU).
// Zone names are case-insensitive, so clients could send endless spellings: the cache is capped.
// It stays module-level, unlike the server's caches (src/server/cache/caches.ts): it memoises immutable
// formatters, holds nothing of any person or app instance, and is shared by the browser's code.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 1000;

function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dateFormats.size >= MAX_CACHED_ZONES) dateFormats.clear();
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return dateFormat(timeZone).format(instant);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function shiftDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Monday of the week a date falls in (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return shiftDays(date, -weekday);
}
