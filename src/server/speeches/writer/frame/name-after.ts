import commonWords from '@zxcvbn-ts/language-en/dist/commonWords.json.esm.js';
import firstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.esm.js';
import { knownWords } from './known-words';
import { escapeRegExp } from './read-words';

/** Words this common are read as words even when they are names too ("will", "mark"). */
const COMMON = 2500;

let ranks: Map<string, number> | null = null;
let names: Set<string> | null = null;

/**
 * A name as the person gave it, right after who it is ("my dog Biscuit", "our son noah") or after
 * "called"/"named". A capitalised word is a name; so is a lower-case one that is not a word: not one the
 * writer's content uses, not a common English word or a form of one ("my dad yells", "my husband snores"),
 * unless it is a known first name.
 */
export function nameAfter(text: string, word: string): string | null {
  const escaped = escapeRegExp(word);
  const after = new RegExp(
    `\\b${escaped},?\\s+(?:(?:called|named)\\s+)?(\\p{L}{2,20})(?:'s)?(?![\\p{L}'])`,
    'iu',
  ).exec(text.replace(/[’‘]/g, "'"));
  const name = after?.[1];
  if (!name || NOT_NAMES.has(name.toLowerCase())) return null;
  if (/^\p{Lu}\p{Ll}+$/u.test(name)) return name;
  const lower = name.toLowerCase();
  if (name !== lower || !/^[a-z]+$/.test(lower) || !readsAsName(lower)) return null;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Whether a lower-case word reads as someone's name rather than as a word of the language. */
export function readsAsName(word: string): boolean {
  const known = knownWords();
  ranks ??= new Map(commonWords.map((common, rank) => [common, rank]));
  names ??= new Set(firstNames);
  const forms = [word, ...baseForms(word)];
  if (forms.some((form) => known.has(form))) return false;
  if (names.has(word)) return true;
  if ((ranks.get(word) ?? Number.POSITIVE_INFINITY) < COMMON) return false;
  return !baseForms(word).some((base) => ranks?.has(base));
}

/** Whether a lower-case word is one of the language: one the writer's content uses or a common English one. */
export function isWord(word: string): boolean {
  ranks ??= new Map(commonWords.map((common, rank) => [common, rank]));
  return knownWords().has(word) || ranks.has(word);
}

/** Whether a lower-case word is among the commonest English ones: typed in capitals, such a word is
 * emphasis ("EVER"), any other most likely an acronym ("DUI"). */
export function isCommonWord(word: string): boolean {
  ranks ??= new Map(commonWords.map((common, rank) => [common, rank]));
  return (ranks.get(word) ?? Number.POSITIVE_INFINITY) < COMMON;
}

/** Whether a word (lower case) is a common first name: a person the speech names only as who they are. */
export function isFirstName(word: string): boolean {
  names ??= new Set(firstNames);
  return names.has(word);
}

/** What a word may be a form of: "yells", "yelled" and "yelling" are all "yell". */
function baseForms(word: string): string[] {
  const bases = [
    word.replace(/s$/, ''),
    word.replace(/es$/, ''),
    word.replace(/d$/, ''),
    word.replace(/ed$/, ''),
    word.replace(/([a-z])\1ed$/, '$1'),
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
  ];
  return bases.filter((base) => base !== word && base.length > 2);
}

const NOT_NAMES = new Set(
  'i is was has had and but so the a an who which that this tomorrow today tonight monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);
