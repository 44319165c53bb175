// Template hygiene: what a filled template must never show, and the fixes applied before it is shown.

const AN_EXCEPTIONS = /^(hour|honest|honou?r|heir|herb(?!al))/i;
const A_EXCEPTIONS = /^(one\b|once|uni(?!n)|use|usu|uti|ure|eu|ewe|u[bcdfgklnprstv][aeiou])/i;
const LETTER_NAMES_WITH_VOWEL_SOUND = /^[fhlmnrsx]$/i;

/** Whether a word is spoken starting with a vowel sound ("an hour", "a university", "an MBA"). */
export function startsWithVowelSound(word: string): boolean {
  const clean = word.replace(/^[“"'(]+/, '');
  if (/^(8|11|18)(\D|$)/.test(clean)) return true;
  if (/^\d/.test(clean)) return false;
  const acronym = /^[A-Z]{2,}\b/.test(clean);
  if (acronym) return /^[AEIOU]/.test(clean) || LETTER_NAMES_WITH_VOWEL_SOUND.test(clean.charAt(0));
  if (AN_EXCEPTIONS.test(clean)) return true;
  if (A_EXCEPTIONS.test(clean)) return false;
  return /^[aeiou]/i.test(clean);
}

function fixArticles(sentence: string): string {
  return sentence.replace(
    /\b(a|an|A|An)(\s+)([“"'(]*[\p{L}\p{N}][\p{L}\p{N}'-]*)/gu,
    (match, article, space, word) => {
      if (word.toLowerCase() === 'a' || word.toLowerCase() === 'an') return match;
      const wanted = startsWithVowelSound(word) ? 'an' : 'a';
      const cased = article.charAt(0) === 'A' ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
      return `${cased}${space}${word}`;
    },
  );
}

const capitaliseFirst = (text: string) =>
  text.replace(/^([“"'(]*)(\p{Ll})/u, (_, lead, letter) => lead + letter.toUpperCase());

/** Repairs what slot filling can break: spacing, doubled words, a/an, the capital, the full stop. */
export function tidySentence(sentence: string): string {
  let out = sentence
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/([.!?,;:])\1+/g, '$1')
    .trim();
  out = out.replace(/\b([\p{L}']+)\s+\1\b/giu, '$1');
  out = fixArticles(out);
  out = capitaliseFirst(out);
  if (!/[.!?]["”’)]?$/.test(out)) out = `${out}.`;
  return out;
}

/** Lower-cases a sentence's first letter so it can follow a connective, unless it is "I" or a name. */
export function lowerFirst(sentence: string, keep: readonly string[] = []): string {
  const first = /^[\p{L}']+/u.exec(sentence)?.[0] ?? '';
  if (/^I('|$)/.test(first) || keep.includes(first) || (first.length > 1 && first === first.toUpperCase())) {
    return sentence;
  }
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

export type Leak = { problem: string; excerpt: string };

/** Everything a reader would see as a template leak; the eval and the composer's final pass share it. */
export function findLeaks(text: string): Leak[] {
  const leaks: Leak[] = [];
  const add = (problem: string, match: RegExpExecArray | null) => {
    if (match) leaks.push({ problem, excerpt: text.slice(Math.max(0, match.index - 20), match.index + 30) });
  };
  add('brace', /[{}]/.exec(text));
  add('undefined or null', /\b(undefined|null|NaN)\b/.exec(text));
  add('double space', / {2,}|\t/.exec(text));
  add('doubled word', /\b([\p{L}']+)\s+\1\b/iu.exec(text));
  for (const match of text.matchAll(/\b(a|an)\s+([“"'(]*[\p{L}\p{N}][\p{L}\p{N}'-]*)/giu)) {
    const article = (match[1] ?? '').toLowerCase();
    const word = match[2] ?? '';
    if (['a', 'an'].includes(word.toLowerCase())) continue;
    if ((article === 'a') === startsWithVowelSound(word)) {
      add(
        article === 'a' ? "'a' before a vowel sound" : "'an' before a consonant sound",
        match as RegExpExecArray,
      );
    }
  }
  for (const match of text.matchAll(/(^|[.!?]["”’)]?\s+)([“"'(]*)(\p{Ll})/gu)) {
    add('lower-case sentence start', match as RegExpExecArray);
  }
  return leaks;
}
