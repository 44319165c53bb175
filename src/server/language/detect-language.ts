import { detectAll } from 'tinyld/light';

/**
 * The languages we tell apart. Limiting the detector to these keeps short, slangy English ("exam tmrw
 * cant sleep") from being read as one of the hundred others it knows.
 */
const KNOWN_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type Language = (typeof KNOWN_LANGUAGES)[number];

// Below this confidence a text is taken as English: the product's language, and the one most people
// write in. tinyld's scores for a clear five-word sentence in another language are above 0.1.
const MIN_CONFIDENCE = 0.1;

// English's commonest little words: a text where they are one word in six or more is English, however
// its letters look to the detector (slang and names fool it: "gonna" and "Jürgen" read as German).
const ENGLISH_WORDS = new Set(
  'im ive my the an and to of is it for that this was but with at be have just you we our are not dont cant its'.split(
    ' ',
  ),
);
const ENGLISH_SHARE = 1 / 6;

/** The language a person wrote in (ISO 639-1), English when unsure. */
export function detectLanguage(text: string): Language {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  if (words.length > 0 && english / words.length >= ENGLISH_SHARE) return 'en';
  const [best] = detectAll(text, { only: [...KNOWN_LANGUAGES] });
  if (!best || best.accuracy < MIN_CONFIDENCE) return 'en';
  return best.lang as Language;
}
