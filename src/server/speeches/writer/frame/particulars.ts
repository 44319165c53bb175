import type { SharedContent } from '../content/schema';
import { startsWithVowelSound } from '../hygiene';

/** At most this many particulars are held up in one speech: more reads as a list read back. */
const AT_MOST = 3;

/** Money, a count or a share: "£1,800", "$42,600", "94,000", "20%", "£23k". */
const AMOUNT = /^([£$€]\d[\d,]*(?:\.\d+)?k?|\d[\d,]*(?:\.\d+)?%?)$/i;
const ORDINAL = /^(\d{1,2})(st|nd|rd|th)$/i;
const ORDINALS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
type Rules = SharedContent['particulars'];
/** The way people shorten words ("hrs", "ppl"), spelled out: `retelling.yaml`'s list. */
type Shorthand = Readonly<Record<string, string>>;

/**
 * What they counted that they did, as the speech says it, in the order they said it: "wrote 3 practice
 * essays" → "3 practice essays", "passed on the 2nd attempt" → "the second attempt". Held up as evidence
 * at the turn's end. Times, dates, ages and spans of time are not counted: the frame reads those elsewhere.
 */
export function readDone(words: string, rules: Rules, shorthand: Shorthand): string[] {
  const found: string[] = [];
  const tokens = tokenize(words);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const said = AMOUNT.test(token.word)
      ? amountAt(tokens, i, rules, shorthand)
      : ORDINAL.test(token.word)
        ? ordinalAt(tokens, i, rules)
        : null;
    if (said && doneBefore(tokens, i, rules) && !found.includes(said)) found.push(said);
  }
  return found.slice(0, AT_MOST);
}

/** Whether a verb of having done it comes just before, in the same clause, not denied ("did 3 mocks"). */
function doneBefore(tokens: Token[], i: number, rules: Rules): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
    const token = tokens[j] as Token;
    if (token.stop) return false;
    if (rules.done_verbs.includes(token.lower))
      return (
        !rules.denials.includes(tokens[j - 1]?.lower ?? '') &&
        !rules.denials.includes(tokens[j - 2]?.lower ?? '')
      );
  }
  return false;
}

type Token = {
  word: string;
  lower: string;
  at: number;
  /** Whether a sentence or a clause ends right after it. */
  stop: boolean;
};

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.replace(/[’‘]/g, "'").matchAll(/[£$€]?[\p{L}\p{N}][\p{L}\p{N},.'%&-]*/gu)) {
    const raw = match[0];
    const at = match.index ?? 0;
    const word = raw.replace(/[,.'-]+$/, '');
    const next = text.slice(at + raw.length, at + raw.length + 3);
    tokens.push({
      word,
      lower: word.toLowerCase(),
      at,
      stop: /[.!?;:,]$/.test(raw) || /^\s*[.!?;:,()—–-]/.test(next),
    });
  }
  return tokens;
}

/** The words an amount counts, up to three, until a word that ends them or the clause does. */
function countedAfter(tokens: Token[], i: number, rules: Rules, shorthand: Shorthand): string[] {
  const counted: string[] = [];
  for (let j = i; !tokens[j]?.stop && counted.length < 3; j += 1) {
    const next = tokens[j + 1]?.lower;
    if (!next || rules.ends.includes(next) || AMOUNT.test(next) || !/^\p{L}/u.test(next)) break;
    counted.push(rules.spelled[next] ?? shorthand[next] ?? next);
  }
  return counted;
}

const isPlural = (word: string, rules: Rules) =>
  rules.plurals.includes(word) || (/[^su]s$/.test(word) && !/(ss|us|is)$/.test(word));

/** "140 guests", "the £1,800 deposit", "a 20 minute zoom call", "20%": an amount with what it counts. */
function amountAt(tokens: Token[], i: number, rules: Rules, shorthand: Shorthand): string | null {
  const amount = tokens[i] as Token;
  // "day 3", "im 52", "he was 61", "at 4": a day, an age or a time, not an amount.
  const before = tokens[i - 1];
  if (before && !before.stop && rules.not_after.includes(before.lower)) return null;
  if (/^(1|0)$/.test(amount.word)) return null;
  const money = /^[£$€]/.test(amount.word);
  const counted = countedAfter(tokens, i, rules, shorthand);
  const [first = '', second = ''] = counted;
  // A share alone ("20%") does not say of what; money alone ("$42,600") does.
  if (counted.length === 0) return money ? amount.word : null;
  const phrase = `${amount.word} ${counted.join(' ')}`;
  if (rules.time_units.includes(first)) {
    // "a 20 minute zoom call", "a 12.5 hour night"; "6 years", "18 months fighting" are spans of time, and
    // "19 year olds" an age.
    // "3 x 2 minute rounds" counts rounds, not one thing that lasts: "a 2 minute rounds" says neither.
    if (
      isPlural(first, rules) ||
      !second ||
      rules.time_units.includes(second) ||
      /^olds?$/.test(second) ||
      isPlural(counted.at(-1) ?? '', rules)
    )
      return null;
    return `${article(amount.word)} ${phrase}`;
  }
  if (money) return `the ${phrase}`;
  // The people and animals in their life ("3 kids") are not what they face or did: the who reader's.
  if (counted.some((word) => rules.not_counted.includes(word))) return null;
  // Only a count of things ("140 guests"): "let the last 5 go" counts nothing.
  return isPlural(counted.at(-1) ?? '', rules) ? phrase : null;
}

/** "3rd attempt" → "the third attempt". */
function ordinalAt(tokens: Token[], i: number, rules: Rules): string | null {
  const number = Number(ORDINAL.exec((tokens[i] as Token).word)?.[1]);
  // Only what is tried or taken in turn: "on the 14th", "the 3rd of june" are dates.
  const thing = (tokens[i] as Token).stop ? undefined : tokens[i + 1]?.lower;
  if (!thing || !rules.ordinal_things.includes(thing)) return null;
  return `the ${ORDINALS[number] ?? tokens[i]?.word} ${thing}`;
}

const article = (word: string) => (startsWithVowelSound(word) ? 'an' : 'a');

/**
 * Text as particulars are compared with it: lower case, without articles or currency signs, ordinals in words
 * ("$31,400" is said already where a speech says "31,400", "the third round" where it says "3rd round").
 */
export function bareForComparing(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(the|an?) /, '')
    .replace(/[£$€]/g, '')
    .replace(/\b(\d)(st|nd|rd|th)\b/g, (ordinal, digit: string) => ORDINALS[Number(digit)] || ordinal);
}

/** "3 practice essays, 2 mocks and the second attempt". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
