import type { SharedContent } from '../content/schema';
import { startsWithVowelSound } from '../hygiene';
import { isFirstName } from './name-after';

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
/** The longest place name, in words ("st lucie county"). */
const PLACE_WORDS = 3;

type Rules = SharedContent['particulars'];
type Lexicon = {
  /** Places by their lower-case name, as the speech writes them. */
  places: Readonly<Record<string, string>>;
  /** Ordinary words of the language: a capitalised one is not a name ("Done", "Christmas" is). */
  known: ReadonlySet<string>;
  /** Names the speech says already (theirs, the person they named): not held up again. */
  named: ReadonlySet<string>;
  /** The way people shorten words ("hrs", "ppl"), spelled out: `retelling.yaml`'s list. */
  shorthand: Readonly<Record<string, string>>;
};

/**
 * The particulars that make a situation theirs, as the speech says them, in the order they said them: the
 * amounts they counted ("140 guests", "the £1,800 deposit", "a 20 minute zoom call"), a place ("Glasgow"),
 * a name they gave a capital ("Deloitte"), which attempt or round it is ("the third attempt"). Times,
 * dates, ages and spans of time are not particulars: the frame reads those elsewhere, or they say nothing
 * the speech can hold up.
 */
export function readParticulars(words: string, rules: Rules, lexicon: Lexicon): Particular[] {
  const found: (Particular & { at: number })[] = [];
  const tokens = tokenize(words);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const place = placeAt(tokens, i, lexicon);
    const said = place
      ? place.say
      : AMOUNT.test(token.word)
        ? amountAt(tokens, i, rules, lexicon)
        : ORDINAL.test(token.word)
          ? ordinalAt(tokens, i, rules)
          : nameAt(tokens, i, rules, lexicon);
    if (said)
      found.push({ at: token.at, say: said, place: place !== null, done: doneBefore(tokens, i, rules) });
    if (place) i += place.length - 1;
  }
  const unique = [...new Map(found.map((item) => [item.say.toLowerCase(), item])).values()];
  return unique
    .filter((item) => !lexicon.named.has(item.say.toLowerCase()))
    .sort((a, b) => a.at - b.at)
    .slice(0, AT_MOST)
    .map(({ say, place, done }) => ({ say, place, done }));
}

/**
 * A particular as the speech says it; whether it is a place (which only some moments hold up); whether it
 * is something they have done ("wrote 3 practice essays"), which is evidence, not what they face.
 */
export type Particular = { say: string; place: boolean; done: boolean };

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

function placeAt(tokens: Token[], i: number, lexicon: Lexicon): { say: string; length: number } | null {
  for (let length = PLACE_WORDS; length >= 1; length -= 1) {
    const span = tokens.slice(i, i + length);
    if (span.length < length || span.slice(0, -1).some((token) => token.stop)) continue;
    const say = lexicon.places[span.map((token) => token.lower).join(' ')];
    if (say) return { say, length };
  }
  return null;
}

/** The words an amount counts, up to three, until a word that ends them or the clause does. */
function countedAfter(tokens: Token[], i: number, rules: Rules, shorthand: Lexicon['shorthand']): string[] {
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
function amountAt(tokens: Token[], i: number, rules: Rules, lexicon: Lexicon): string | null {
  const amount = tokens[i] as Token;
  // "day 3", "im 52", "he was 61", "at 4": a day, an age or a time, not an amount.
  const before = tokens[i - 1];
  if (before && !before.stop && rules.not_after.includes(before.lower)) return null;
  if (/^(1|0)$/.test(amount.word)) return null;
  const money = /^[£$€]/.test(amount.word);
  const counted = countedAfter(tokens, i, rules, lexicon.shorthand);
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

/**
 * A word written with a capital where a sentence does not begin, that is not an ordinary word of the
 * language or one everyone capitalises anyway (I, Monday, Mum): a firm, a piece, a person. Capitals
 * shouted ("GOT INTO MEDICINE") name nothing.
 */
function nameAt(tokens: Token[], i: number, rules: Rules, lexicon: Lexicon): string | null {
  const isName = (index: number) => {
    const token = tokens[index];
    if (!token || index === 0 || tokens[index - 1]?.stop) return false;
    if (!/^\p{Lu}[\p{Ll}'&-]+$/u.test(token.word) && !/^\p{Lu}{2,4}$/u.test(token.word)) return false;
    // A person's first name, or anyone's possessive ("Malik's"), is who is involved, not a particular.
    if (token.word.endsWith("'s") || isFirstName(token.lower)) return false;
    return !rules.not_names.includes(token.lower) && !lexicon.known.has(token.lower.replace(/'/g, ''));
  };
  if (
    !isName(i) ||
    tokens.some((token) => /^\p{Lu}{3,}$/u.test(token.word) && lexicon.known.has(token.lower))
  )
    return null;
  let end = i;
  while (!tokens[end]?.stop && isName(end + 1)) end += 1;
  return tokens
    .slice(i, end + 1)
    .map((token) => token.word)
    .join(' ');
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

/** "Deloitte, 140 guests and the £1,800 deposit". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
