const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

// Whole units only, rounded down; future and unparseable dates read 'Just now'.
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= 1) return plural(days, 'day');
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 1) return plural(hours, 'hour');
  return 'Just now';
}
