import { shiftDays, weekStart } from '../../../../common/local-date';
import type { Horizon } from '../content/schema';
import { inWords, numberOfWord } from './number-words';
import { capitalise } from './read-words';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const PART_OF_DAY = '(?: (morning|afternoon|evening|night))?';
const DAY = `(${WEEKDAYS.join('|')})`;
const COUNT =
  '(\\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of)';

/** Counts up to twelve in words ("in 3 weeks" → "in three weeks"), larger ones as digits. */
function spellCount(count: string): string {
  const value = Number(count);
  return Number.isInteger(value) && value <= 12 ? inWords(value) : count;
}

/**
 * Which calendar day a time names, as data (it crosses to the writer's workers and back): days or months
 * from today, a weekday (the coming one, or next week's), a month and day, or a day of the month.
 */
export type DaySpec =
  | { after: number; unit: 'day' | 'month' }
  | { weekday: number; week: 'coming' | 'next' }
  | { month: number; day: number }
  | { dayOfMonth: number };

type TimeRule = {
  pattern: RegExp;
  render: (match: RegExpExecArray) => string;
  horizon: (match: RegExpExecArray) => Horizon | null;
  /** The day it names; null for a time today ('tonight') or a stretch rather than a day ('next month'). */
  day: (match: RegExpExecArray) => DaySpec | null;
};

const near = () => 'near' as const;
const unknown = () => null;
const noDay = () => null;
// Sunday is 0, as Date counts weekdays.
const weekdayOf = (name: string | undefined) => (WEEKDAYS.indexOf(name ?? '') + 1) % 7;
const monthOf = (name: string | undefined) => MONTHS.indexOf(name ?? '') + 1;
// Holidays on the same date every year; the others move, and name no day here.
const HOLIDAY_DATES: Record<string, DaySpec> = {
  christmas: { month: 12, day: 25 },
  'new year': { month: 1, day: 1 },
};

/** How many a count says ('three', 'a', '12'); null for 'a few', which is no number. */
function countOf(count: string): number | null {
  if (count === 'a' || count === 'an') return 1;
  if (count === 'a couple of') return 2;
  const spelled = numberOfWord(count);
  if (spelled !== null) return spelled;
  const value = Number(count);
  return Number.isInteger(value) ? value : null;
}

// Only forward-looking times: "last month" or "two weeks ago" describe what happened, not when the moment is.
const RULES: TimeRule[] = [
  { pattern: /\blater today\b/, render: () => 'later today', horizon: near, day: noDay },
  { pattern: /\btonight\b/, render: () => 'tonight', horizon: near, day: noDay },
  {
    pattern: new RegExp(`\\btomorrow${PART_OF_DAY}\\b`),
    render: (m) => (m[1] ? `tomorrow ${m[1]}` : 'tomorrow'),
    horizon: near,
    day: () => ({ after: 1, unit: 'day' }),
  },
  {
    pattern: new RegExp(`\\b(this|next|on) ${DAY}${PART_OF_DAY}\\b`),
    render: (m) => `${m[1]} ${capitalise(m[2] ?? '')}${m[3] ? ` ${m[3]}` : ''}`,
    // "next Friday" can be eight days off: still the last days before it.
    horizon: near,
    day: (m) => ({ weekday: weekdayOf(m[2]), week: m[1] === 'next' ? 'next' : 'coming' }),
  },
  {
    pattern: new RegExp(`\\b${DAY}${PART_OF_DAY}\\b`),
    render: (m) => `on ${capitalise(m[1] ?? '')}`,
    horizon: near,
    day: (m) => ({ weekday: weekdayOf(m[1]), week: 'coming' }),
  },
  {
    pattern: new RegExp(`\\bin ${COUNT} (hour|day|week|month)s?\\b`),
    render: (m) => {
      const count = m[1] ?? '';
      const unit = m[2] ?? '';
      if (count === 'a' || count === 'an' || count === 'one')
        return `in ${unit === 'hour' ? 'an' : 'a'} ${unit}`;
      if (count === 'a few' || count === 'a couple of') return `in ${count} ${unit}s`;
      return `in ${spellCount(count)} ${unit}s`;
    },
    horizon: (m) => {
      const unit = m[2] ?? '';
      if (unit === 'hour') return 'near';
      if (unit === 'month') return 'far';
      const count = Number(m[1]);
      const days = unit === 'week' ? (Number.isNaN(count) ? 2 : count) * 7 : Number.isNaN(count) ? 3 : count;
      return days <= 7 ? 'near' : 'far';
    },
    day: (m) => {
      const count = countOf(m[1] ?? '');
      const unit = m[2] ?? '';
      if (count === null || unit === 'hour') return null;
      if (unit === 'month') return { after: count, unit: 'month' };
      return { after: unit === 'week' ? count * 7 : count, unit: 'day' };
    },
  },
  {
    pattern: /\b(this|next) (week|weekend|month|year|term|semester)\b/,
    render: (m) => `${m[1]} ${m[2]}`,
    horizon: (m) => (m[2] === 'week' || m[2] === 'weekend' ? 'near' : 'far'),
    day: noDay,
  },
  {
    pattern: new RegExp(`\\b(?:on |this )?(${MONTHS.join('|')}) (\\d{1,2})(?:st|nd|rd|th)?\\b`),
    render: (m) => `on ${capitalise(m[1] ?? '')} ${m[2]}`,
    horizon: unknown,
    day: (m) => ({ month: monthOf(m[1]), day: Number(m[2]) }),
  },
  {
    pattern: new RegExp(`\\b(?:on )?the (\\d{1,2})(st|nd|rd|th)(?: of (${MONTHS.join('|')}))?\\b`),
    render: (m) => (m[3] ? `on ${capitalise(m[3])} ${m[1]}` : `on the ${m[1]}${m[2]}`),
    horizon: unknown,
    day: (m) => (m[3] ? { month: monthOf(m[3]), day: Number(m[1]) } : { dayOfMonth: Number(m[1]) }),
  },
  {
    pattern: /\b(?:for|at|over|this) (christmas|easter|thanksgiving|diwali|eid|hanukkah|new year)\b/,
    render: (m) => `at ${(m[1] ?? '').replace(/\b\w/g, (letter) => letter.toUpperCase())}`,
    horizon: unknown,
    day: (m) => HOLIDAY_DATES[m[1] ?? ''] ?? null,
  },
  {
    pattern: /\bthis (morning|afternoon|evening)\b/,
    render: (m) => `this ${m[1]}`,
    horizon: near,
    day: noDay,
  },
  // "365 days today", "a year sober today": a count reached today is an anniversary, not a time ahead.
  {
    pattern: /(?<!\b(?:days?|weeks?|wks?|months?|years?|yrs?)(?: sober| clean| dry| free)? )\btoday\b/,
    render: () => 'today',
    horizon: near,
    day: noDay,
  },
];

const PAST_MARKERS =
  /\b(last|ago|yesterday|passed away|died|was|were|had|did|went|failed|lost|got|broke|happened|since|closed|finalised|finalized|relapsed|proposed|diagnosed|finished|born|ended|quit|moved|signed|came|won|passed|gave|took|found|heard|told|sold|bought|ran)\b/;
const FUTURE_MARKERS = /\b(will|going to|'ll|have an?|got an?|is|are|coming|starts?|next|upcoming|due)\b/;

/** A person's words cut into clauses, lower-cased: the unit in which a time or a cue belongs to one event. */
export const clausesOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // "so" joins clauses ("so i went"), but not in "it went so well".
    .split(
      /[.;!?]|,|\b(?:and|but|because)\b|\bso\b(?=\s+(?:i|im|i'm|we|he|she|they|it|its|it's|my|our|the|you|now)\b)/,
    );

/** How far away a time is: `near` is a week or less, `far` more, null when the words don't tell; and the
 * day it names, when it names one. */
export type TimePhrase = { say: string; clause: number; horizon: Horizon | null; day: DaySpec | null };

/** The moment the speech builds towards ('on Monday', 'in three weeks') and the clause that gives it, or
 * null when none is stated. */
export function extractTime(
  text: string,
  passOver: (clause: string) => boolean = () => false,
): TimePhrase | null {
  const clauses = clausesOf(text);
  for (const [index, clause] of clauses.entries()) {
    if (passOver(clause)) continue;
    for (const { pattern, render, horizon, day } of RULES) {
      const match = pattern.exec(clause);
      if (!match) continue;
      const before = clause.slice(0, match.index);
      if (
        /\b(last|since|every|from)\s*$/.test(before) ||
        /^\s*ago\b/.test(clause.slice(match.index + match[0].length))
      )
        continue;
      if (PAST_MARKERS.test(clause) && !FUTURE_MARKERS.test(clause)) continue;
      return { say: render(match), clause: index, horizon: horizon(match), day: day(match) };
    }
  }
  return null;
}

/** A calendar date (YYYY-MM-DD) when it exists: not 31 April. */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? date.toISOString().slice(0, 10) : null;
}

/**
 * The date a day spec names, read on `today` (the person's local date, YYYY-MM-DD): the first such day
 * after today ('on Monday' said on a Monday is the next one; 'next Friday' is the Friday of next week,
 * weeks running Monday to Sunday), or null when it names no day after today or no day that exists.
 */
export function dayAfter(spec: DaySpec, today: string): string | null {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  let found: string | null = null;
  if ('after' in spec) {
    if (spec.unit === 'day') found = shiftDays(today, spec.after);
    else {
      // A month on from the 31st is the last day of the month it lands in.
      const target = new Date(Date.UTC(year, month - 1 + spec.after, 1));
      const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
      found = calendarDate(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(date, last));
    }
  } else if ('weekday' in spec) {
    const ahead = ((spec.weekday - new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    found = shiftDays(today, ahead);
    if (spec.week === 'next' && weekStart(found) === weekStart(today)) found = shiftDays(found, 7);
  } else if ('month' in spec) {
    const thisYear = calendarDate(year, spec.month, spec.day);
    found = thisYear && thisYear > today ? thisYear : calendarDate(year + 1, spec.month, spec.day);
  } else {
    // This month's, or the first month after that has the day.
    for (let ahead = 0; ahead <= 2 && !found; ahead += 1) {
      const target = new Date(Date.UTC(year, month - 1 + ahead, 1));
      const candidate = calendarDate(target.getUTCFullYear(), target.getUTCMonth() + 1, spec.dayOfMonth);
      if (candidate && candidate > today) found = candidate;
    }
  }
  return found && found > today ? found : null;
}
