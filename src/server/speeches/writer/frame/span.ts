import type { SharedContent } from '../content/schema';
import { escapeRegExp } from './read-words';

/** Number words a person may write a span with, and "a"/"an" for one. */
const COUNT = String.raw`\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty`;

const alternatives = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/ /g, String.raw`\s+`))
    .join('|');

/**
 * The time a person has put in, with what it was spent on, as the speech says it ("18 weeks of training",
 * "14 months sober"), or null. Only a span told with words for what it was spent on counts (the content's
 * `spans.before` and `spans.after`): a bare "4 months ago" says nothing the speech can hold up.
 */
export function readSpan(text: string, spans: SharedContent['spans']): string | null {
  const units = new Map<string, string>();
  for (const [unit, words] of Object.entries(spans.units)) for (const word of words) units.set(word, unit);
  const span = String.raw`(${COUNT})\s*(${alternatives(units.keys())})\b`;
  const words = text.toLowerCase().replace(/[’‘]/g, "'");
  const after = new RegExp(String.raw`\b${span}\s+(${alternatives(Object.keys(spans.after))})\b`, 'u').exec(
    words,
  );
  const before = new RegExp(
    String.raw`\b(${alternatives(Object.keys(spans.before))})\s+(?:for\s+)?(?:about\s+|nearly\s+|over\s+)?${span}`,
    'u',
  ).exec(words);
  const found = after
    ? { count: after[1], unit: after[2], spent: spans.after[normal(after[3])] }
    : before
      ? { count: before[2], unit: before[3], spent: spans.before[normal(before[1])] }
      : null;
  if (!found?.count || !found.unit || !found.spent) return null;
  const unit = units.get(found.unit);
  if (!unit) return null;
  const one = /^(1|an?|one)$/.test(found.count);
  return one ? `a ${unit} ${found.spent}` : `${found.count} ${unit}s ${found.spent}`;
}

const normal = (words: string | undefined) => (words ?? '').replace(/\s+/g, ' ');
