// Usage periods are calendar months in UTC: plans are "speeches per month" on either billing
// cycle, so a yearly subscriber's quota resets monthly inside the paid year.

/** `date` plus whole months, keeping the day of the month where it exists (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** The month-long window, counted from `anchor`, that contains `now`; ends no later than `until`. */
export function monthlyWindowAt(anchor: Date, now: Date, until?: Date): { start: Date; end: Date } {
  const at = until && now >= until ? new Date(until.getTime() - 1) : now;
  let months = 0;
  while (addMonths(anchor, months + 1) <= at) months += 1;
  const end = addMonths(anchor, months + 1);
  return { start: addMonths(anchor, months), end: until && until < end ? until : end };
}
