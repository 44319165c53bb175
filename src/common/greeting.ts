export type PartOfDay = 'morning' | 'afternoon' | 'evening';

export function partOfDay(hour: number): PartOfDay {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

// Uses the viewer's local time: the greeting should match the clock on their wall.
export function greeting(date: Date, firstName?: string | null): string {
  const name = firstName?.trim() || 'there';
  return `Good ${partOfDay(date.getHours())}, ${name}!`;
}
