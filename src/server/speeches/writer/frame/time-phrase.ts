import type { Horizon } from '../content/schema';

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
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const PART_OF_DAY = '(?: (morning|afternoon|evening|night))?';
const DAY = `(${WEEKDAYS.join('|')})`;
const COUNT =
  '(\\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of)';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function spellCount(count: string): string {
  const value = Number(count);
  return Number.isInteger(value) && value < NUMBER_WORDS.length ? (NUMBER_WORDS[value] ?? count) : count;
}

type TimeRule = {
  pattern: RegExp;
  render: (match: RegExpExecArray) => string;
  horizon: (match: RegExpExecArray) => Horizon | null;
};

const near = () => 'near' as const;
const unknown = () => null;

// Only forward-looking times: "last month" or "two weeks ago" describe what happened, not when the moment is.
const RULES: TimeRule[] = [
  { pattern: /\blater today\b/, render: () => 'later today', horizon: near },
  { pattern: /\btonight\b/, render: () => 'tonight', horizon: near },
  {
    pattern: new RegExp(`\\btomorrow${PART_OF_DAY}\\b`),
    render: (m) => (m[1] ? `tomorrow ${m[1]}` : 'tomorrow'),
    horizon: near,
  },
  {
    pattern: new RegExp(`\\b(this|next|on) ${DAY}${PART_OF_DAY}\\b`),
    render: (m) => `${m[1]} ${capitalise(m[2] ?? '')}${m[3] ? ` ${m[3]}` : ''}`,
    // "next Friday" can be eight days off: still the last days before it.
    horizon: near,
  },
  {
    pattern: new RegExp(`\\b${DAY}${PART_OF_DAY}\\b`),
    render: (m) => `on ${capitalise(m[1] ?? '')}`,
    horizon: near,
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
  },
  {
    pattern: /\b(this|next) (week|weekend|month|year|term|semester)\b/,
    render: (m) => `${m[1]} ${m[2]}`,
    horizon: (m) => (m[2] === 'week' || m[2] === 'weekend' ? 'near' : 'far'),
  },
  {
    pattern: new RegExp(`\\b(?:on |this )?(${MONTHS.join('|')}) (\\d{1,2})(?:st|nd|rd|th)?\\b`),
    render: (m) => `on ${capitalise(m[1] ?? '')} ${m[2]}`,
    horizon: unknown,
  },
  {
    pattern: new RegExp(`\\b(?:on )?the (\\d{1,2})(st|nd|rd|th)(?: of (${MONTHS.join('|')}))?\\b`),
    render: (m) => (m[3] ? `on ${capitalise(m[3])} ${m[1]}` : `on the ${m[1]}${m[2]}`),
    horizon: unknown,
  },
  {
    pattern: /\b(?:for|at|over|this) (christmas|easter|thanksgiving|diwali|eid|hanukkah|new year)\b/,
    render: (m) => `at ${(m[1] ?? '').replace(/\b\w/g, (letter) => letter.toUpperCase())}`,
    horizon: unknown,
  },
  { pattern: /\bthis (morning|afternoon|evening)\b/, render: (m) => `this ${m[1]}`, horizon: near },
  { pattern: /\btoday\b/, render: () => 'today', horizon: near },
];

const PAST_MARKERS =
  /\b(last|ago|yesterday|passed away|died|was|were|had|did|went|failed|lost|got|broke|happened|since|closed|finalised|finalized|relapsed|proposed|diagnosed|finished|born|ended|quit|moved|signed)\b/;
const FUTURE_MARKERS = /\b(will|going to|'ll|have an?|got an?|is|are|coming|starts?|next|upcoming|due)\b/;

/** A person's words cut into clauses, lower-cased: the unit in which a time or a cue belongs to one event. */
export const clausesOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[.;!?]|,|\b(?:and|but|so|because)\b/);

/** How far away a time is: `near` is a week or less, `far` more, null when the words don't tell. */
export type TimePhrase = { say: string; clause: number; horizon: Horizon | null };

/** The moment the speech builds towards ('on Monday', 'in three weeks') and the clause that gives it, or
 * null when none is stated. */
export function extractTime(text: string): TimePhrase | null {
  const clauses = clausesOf(text);
  for (const [index, clause] of clauses.entries()) {
    for (const { pattern, render, horizon } of RULES) {
      const match = pattern.exec(clause);
      if (!match) continue;
      const before = clause.slice(0, match.index);
      if (
        /\b(last|since|every|from)\s*$/.test(before) ||
        /^\s*ago\b/.test(clause.slice(match.index + match[0].length))
      )
        continue;
      if (PAST_MARKERS.test(clause) && !FUTURE_MARKERS.test(clause)) continue;
      return { say: render(match), clause: index, horizon: horizon(match) };
    }
  }
  return null;
}
