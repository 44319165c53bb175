// The languages eSpeak NG speaks in the espeak-ng package, by ISO 639-1 code, as the name of its voice for
// that language (local-languages.test.ts checks each is in the package). Its variants (f3, m1, Alicia…)
// give any of them the character of one of our six voices.
const SAME_CODE =
  'af am an ar as az ba be bg bn bs ca cs cy da de el en eo es et eu fa fi fr ga gd gn gu he hi hr ht hu hy ia id io is it ja ka kk kl kn ko ku ky la lb lt lv mi mk ml mr ms mt my nb ne nl om or pa pl pt qu ro ru sd si sk sl sq sr sv sw ta te th tk tn tr tt ug ur uz vi'.split(
    ' ',
  );

/** eSpeak's voice for each language it speaks; Chinese is Mandarin (cmn), Norwegian is Bokmål (nb). */
export const ESPEAK_LANGUAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SAME_CODE.map((code) => [code, code])),
  zh: 'cmn',
  no: 'nb',
};

/** The eSpeak voice for a language, or null when eSpeak can't speak it. */
export const espeakLanguage = (language: string): string | null => ESPEAK_LANGUAGES[language] ?? null;
