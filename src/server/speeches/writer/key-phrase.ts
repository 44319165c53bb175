import { HEADS, type Head } from './key-heads';
import { GOAL_RULE, PATTERN_RULES } from './key-patterns';
import { mapDeterminer, toSecondPerson } from './second-person';
import { FALLBACK_KEYS, GRIEF_FALLBACK_KEY, type KeyKind, type Theme } from './themes';

export type KeyPhrase = { phrase: string; kind: KeyKind; fromContext: boolean };

type Token = { text: string; lower: string };

const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'this', 'that', 'your']);
const PREPOSITIONS = new Set(['at', 'with', 'for', 'to', 'in', 'on', 'about', 'before', 'against']);
const TIME_WORDS = new Set(
  (
    'today tonight tomorrow yesterday morning afternoon evening night week weekend month year next ' +
    'last this soon monday tuesday wednesday thursday friday saturday sunday january february march ' +
    'april june july august september october november december'
  ).split(' '),
);
// Words that end a noun phrase: verbs, adverbs, pronouns, conjunctions, feelings about the thing.
const STOP = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  ...TIME_WORDS,
  ...(
    "i i'm im me you we it they he she us them and or but so because when where which who that if " +
    'then than as of from by into up am is are was were be been have has had do does did get got go ' +
    'going become make see ask try find show prove help start stop keep give take say tell know feel ' +
    'win pass need want can will would should could must not no very so too just really also still ' +
    'only even again nervous scared worried anxious excited terrified afraid dreading scary stupid ' +
    'dreaded terrifying stressful awful horrible damn bloody another some any all every upcoming'
  ).split(' '),
]);
const ING_OK = new Set([
  'driving',
  'qualifying',
  'opening',
  'closing',
  'wedding',
  'boxing',
  'swimming',
  'cycling',
]);
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'-]*$/u;
const SAFE_PHRASE = /^[\p{L}\p{N}' -]+$/u;

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*|[.,;:!?()"]/gu)) {
    const previous = tokens.at(-1);
    const sentenceStart = !previous || /^[.!?]$/.test(previous.text);
    const raw = match[0];
    // "Big presentation…" at a sentence start is not a proper noun; acronyms ("NHS") keep their case.
    const text = sentenceStart && raw !== raw.toUpperCase() ? raw.toLowerCase() : raw;
    tokens.push({ text, lower: raw.toLowerCase() });
  }
  return tokens;
}

const isContent = (token: Token | undefined): token is Token =>
  token !== undefined &&
  WORD.test(token.text) &&
  !STOP.has(token.lower) &&
  !/^\d+(am|pm)?$/.test(token.lower);

function isPremod(token: Token | undefined): token is Token {
  if (!isContent(token) || /'s$/.test(token.lower)) return false;
  if (/ly$/.test(token.lower) || /ed$/.test(token.lower) || /^\d+$/.test(token.lower)) return false;
  return !/ing$/.test(token.lower) || ING_OK.has(token.lower);
}

function findHead(tokens: Token[], head: Head): number {
  const words = head.words.split(' ');
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (tokens[i + j]?.lower !== words[j]) continue outer;
    return i;
  }
  return -1;
}

/** "at a bank" → "at the bank"; stops at times, conjunctions, verbs and punctuation. */
function prepositionalPhrase(tokens: Token[], from: number): string[] {
  const preposition = tokens[from];
  if (!preposition || !PREPOSITIONS.has(preposition.lower)) return [];
  let index = from + 1;
  const out = [preposition.lower];
  const det = tokens[index];
  if (det && DETERMINERS.has(det.lower)) {
    if (det.lower === 'this' || det.lower === 'next' || det.lower === 'that') return [];
    out.push(mapDeterminer(det.lower));
    index++;
  }
  const words: string[] = [];
  while (words.length < 3) {
    const token = tokens[index];
    const linksOn = token?.lower === 'of' && isContent(tokens[index + 1]) && words.length > 0;
    if (!linksOn && !isContent(token)) break;
    words.push(token?.text ?? '');
    index++;
  }
  if (words.length === 0 || words.at(-1) === 'of') return [];
  return [...out, ...words];
}

function headPhrase(tokens: Token[], head: Head): string | null {
  const at = findHead(tokens, head);
  if (at < 0) return null;
  const length = head.words.split(' ').length;
  const premods: string[] = [];
  let before = at - 1;
  let det = head.det ?? 'your';
  if (!head.verb) {
    while (premods.length < 2) {
      const token = tokens[before];
      if (token && head.drop?.includes(token.lower)) {
        before--;
        continue;
      }
      if (!isPremod(token)) break;
      premods.unshift(token.text);
      before--;
    }
    const possessive = tokens[before];
    const owner = tokens[before - 1];
    if (possessive && /'s$/.test(possessive.lower) && WORD.test(possessive.text)) {
      // "my sister's wedding" → "your sister's wedding"; "Anna's wedding" stays as written.
      if (owner && (owner.lower === 'my' || owner.lower === 'our')) {
        premods.unshift(possessive.lower);
        det = 'your';
      } else if (/^\p{Lu}/u.test(possessive.text)) {
        premods.unshift(possessive.text);
        det = '';
      }
    }
  }
  if (head.needsDet && premods.length === 0 && !DETERMINERS.has(tokens[at - 1]?.lower ?? '')) return null;
  let after = at + length;
  if (head.verb) {
    // Skip a short direct object so the phrase keeps only the audience or place.
    let skip = after;
    if (DETERMINERS.has(tokens[skip]?.lower ?? '')) skip++;
    let count = 0;
    while (count < 2 && isContent(tokens[skip])) {
      skip++;
      count++;
    }
    after = PREPOSITIONS.has(tokens[skip]?.lower ?? '') ? skip : after;
  }
  const pp = prepositionalPhrase(tokens, after);
  const noun = head.noun ?? head.words;
  return [det, ...premods, noun, ...pp].filter(Boolean).join(' ');
}

function tidy(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((word) => (word.length > 4 && word === word.toUpperCase() ? word.toLowerCase() : word))
    .join(' ')
    .trim();
}

const acceptable = (phrase: string) =>
  phrase !== '' && SAFE_PHRASE.test(phrase) && phrase.split(' ').length <= 9 && !/\b(\w+) \1\b/i.test(phrase);

/** Names the situation in the user's words, said back to them ("your interview at the bank"). */
export function extractKeyPhrase(text: string, theme: Theme, bereavement: boolean): KeyPhrase {
  const normalised = text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  for (const rule of PATTERN_RULES) {
    if (!rule.themes.includes(theme) || Boolean(rule.grief) !== bereavement) continue;
    const match = rule.pattern.exec(normalised);
    const phrase = match ? tidy(rule.build([...match].map((part) => part ?? ''))) : '';
    if (acceptable(phrase) && phrase.split(' ').length >= 2)
      return { phrase, kind: rule.kind, fromContext: true };
  }
  if (bereavement) return { phrase: GRIEF_FALLBACK_KEY, kind: 'loss', fromContext: false };
  const tokens = tokenise(normalised);
  for (const head of HEADS[theme]) {
    const found = headPhrase(tokens, head);
    const phrase = found ? tidy(toSecondPerson(found)) : '';
    if (acceptable(phrase)) return { phrase, kind: head.kind ?? 'event', fromContext: true };
  }
  const goal = GOAL_RULE.pattern.exec(normalised);
  const phrase = goal ? tidy(GOAL_RULE.build([...goal].map((part) => part ?? ''))) : '';
  if (theme !== 'setbacks' && acceptable(phrase) && phrase.split(' ').length >= 3) {
    return { phrase, kind: 'pursuit', fromContext: true };
  }
  return { ...FALLBACK_KEYS[theme], fromContext: false };
}
