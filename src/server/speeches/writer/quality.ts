import { findLeaks } from './hygiene';

// Metrics shared by the eval script and the tests: what a careful reader would check by hand.

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export const countWords = (text: string): number => (text.match(WORD) ?? []).length;

/** Sentences as a reader sees them: split after . ! ? (and a closing quote), ignoring empty bits. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** Compares sentences the way a listener would: case, spacing and punctuation do not make them new. */
export const sentenceKey = (sentence: string): string =>
  sentence
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function repeatedSentences(text: string): number {
  const seen = new Set<string>();
  let repeats = 0;
  for (const sentence of splitSentences(text)) {
    const key = sentenceKey(sentence);
    if (seen.has(key)) repeats++;
    seen.add(key);
  }
  return repeats;
}

/** Jaccard overlap of two speeches' sentence sets: 0 shares nothing, 1 is the same speech. */
export function sentenceOverlap(a: string, b: string): number {
  const left = new Set(splitSentences(a).map(sentenceKey));
  const right = new Set(splitSentences(b).map(sentenceKey));
  let shared = 0;
  for (const key of left) if (right.has(key)) shared++;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}

export const countMentions = (text: string, phrase: string): number =>
  phrase === '' ? 0 : text.toLowerCase().split(phrase.toLowerCase()).length - 1;

export const templateLeaks = (text: string): number => findLeaks(text).length;

/** Syllables by vowel groups, dropping a silent final e and -ed/-es: the usual readability heuristic. */
export function countSyllables(word: string): number {
  const clean = word.toLowerCase().replace(/[^a-z]/g, '');
  if (clean.length === 0) return 0;
  if (clean.length <= 3) return 1;
  const trimmed = clean.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

/** Flesch reading ease: 60–70 is plain English, higher is easier to follow by ear. */
export function fleschReadingEase(text: string): number {
  const words = text.match(WORD) ?? [];
  const sentences = Math.max(1, splitSentences(text).length);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
}
