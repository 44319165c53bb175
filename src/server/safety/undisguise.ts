// Words written so that a filter misses them, spelled back out: format characters (zero-width spaces and
// joiners, Unicode category Cf) removed, accents and look-alike letters folded, digits and symbols that
// stand for letters read as those letters ("k1ll mys3lf"), and the separators between single letters
// taken out ("k.i.l.l", "k i l l"). Lower case, accents gone, so every language's patterns are plain a–z.

// Cyrillic and Greek letters that look like Latin ones (NFKC keeps them apart).
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɩ: 'i',
  ı: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

// Digits and symbols that stand for letters inside a word. 1 reads as i, or as l where only that makes a word.
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const WORDS_WITH_L = new Set([
  'kill',
  'killing',
  'killed',
  'life',
  'live',
  'living',
  'alive',
  'self',
  'myself',
  'feel',
  'feeling',
  'all',
  'pills',
  'pill',
  'still',
  'will',
  'hell',
  'alone',
  'slit',
  'blade',
  'please',
  'help',
  'ill',
  'lethal',
  'leave',
  'last',
  'let',
  'lost',
  'hole',
  'hopeless',
  'worthless',
  'useless',
  'unalive',
  'suicidal',
  'sleep',
  'bleed',
  'fall',
  'jump',
  'cliff',
  'ledge',
  'rope',
  'belt',
  'goodbye',
  'plan',
]);

/** A token that mixes letters with digits or symbols standing for letters ("k1ll", "d!e", "$elf"). */
const MIXED = /^(?=.*\p{L})(?=.*[013457@$!|])[\p{L}0134578@$!|]+$/u;
/** A number with its unit or an ordinal, never leet: "5k", "3rd", "10mg", "2am", "mp3", "year8". */
const NUMBER_WORD =
  /^\d+(?:st|nd|rd|th|s|k|km|kg|g|m|mg|ml|am|pm|h|hr|hrs|min|mins|x|yo|yr|yrs|cm|mm|lb|lbs|ft)?$/u;
/** A digit or symbol between two letters, or starting a word: the sign that the text may be in leet. */
const INSIDE = /\p{L}[0134578@$!|]+\p{L}|(?<![\p{L}\p{N}])[0134578@$|]\p{L}{2,}/u;

function readLeet(token: string): string {
  const asI = token.replace(/[0134578@$!|]/g, (c) => LEET[c] ?? c);
  if (!token.includes('1') && !token.includes('|')) return asI;
  const asL = token.replace(/[0134578@$!|]/g, (c) => (c === '1' ? 'l' : (LEET[c] ?? c)));
  return WORDS_WITH_L.has(asL) && !WORDS_WITH_L.has(asI) ? asL : asI;
}

// Single letters joined by one separator: "k.i.l.l", "k-i-l-l", "s/h", "k_m_s"; and by spaces, "k i l l".
const SPELLED = /(?<![\p{L}\p{N}])\p{L}(?:([.\-_*~·•/\\+])\p{L})(?:\1\p{L})*(?![\p{L}\p{N}])/gu;
const SPACED = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,}(?![\p{L}\p{N}])/gu;
// Words a spaced-out run may be cut back into ("k i l l m y s e l f" → "kill myself").
const SEGMENTS = [
  'kill',
  'myself',
  'my',
  'self',
  'suicide',
  'suicidal',
  'unalive',
  'want',
  'to',
  'die',
  'end',
  'it',
  'all',
  'life',
  'kms',
  'hang',
  'cut',
  'cutting',
  'harm',
  'i',
  'im',
  'me',
  'dead',
  'be',
  'overdose',
  'going',
  'gonna',
  'wanna',
  'hurt',
  'starve',
  'help',
  'pills',
  'tonight',
  'so',
  'done',
].sort((a, b) => b.length - a.length);

function segment(letters: string): string {
  // Longest known word first, backtracking; letters that do not split into known words stay joined.
  const split = (rest: string): string[] | null => {
    if (!rest) return [];
    for (const word of SEGMENTS) {
      if (!rest.startsWith(word)) continue;
      const tail = split(rest.slice(word.length));
      if (tail) return [word, ...tail];
    }
    return null;
  };
  return letters.length <= 40 ? (split(letters)?.join(' ') ?? letters) : letters;
}

// A capital I in a lower-case word, where only an l makes a word: "kiII myseIf".
const capitalIAsL = (token: string) => {
  if (!token.includes('I') || !/\p{Ll}/u.test(token)) return token;
  const asL = token.replace(/I/g, 'l').toLowerCase();
  return WORDS_WITH_L.has(asL) ? asL : token;
};

export function undisguise(text: string): string {
  let out = text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{L}+/gu, capitalIAsL)
    .toLowerCase()
    .replace(LOOK_ALIKE, (c) => LOOK_ALIKES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    // "diiiie", "killlll": a letter held down.
    .replace(/(\p{L})\1{2,}/gu, '$1');
  if (INSIDE.test(out)) {
    out = out.replace(/[^\s.,;:?()"'’]+/g, (token) =>
      MIXED.test(token) && !NUMBER_WORD.test(token) ? readLeet(token) : token,
    );
  }
  out = out.replace(SPELLED, (run) => run.replace(/[^\p{L}]/gu, ''));
  return out.replace(SPACED, (run) => segment(run.replace(/ /g, '')));
}
