// Dates are shown in en-AU (SPEC §2), whatever the browser's own locale is.
const shortFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'numeric', year: 'numeric' });
const longFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });

function toDate(date: Date | string | number): Date | null {
  const parsed = date instanceof Date ? date : new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

// An unparseable date renders as an empty string rather than 'Invalid Date' or a thrown RangeError.
export function formatDate(date: Date | string | number): string {
  const parsed = toDate(date);
  return parsed ? shortFormat.format(parsed) : '';
}

export function formatDateLong(date: Date | string | number): string {
  const parsed = toDate(date);
  return parsed ? longFormat.format(parsed) : '';
}
