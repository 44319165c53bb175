import { plain } from './read-words';

/** How the speech speaks of the one the situation is about: "he", "she", or "they" when unsure. */
export type Pronoun = 'he' | 'she' | 'they';

/** Relation words that say "he" or "she", and those that name many ("my kids"). */
export type PronounWords = {
  readonly he: readonly string[];
  readonly she: readonly string[];
  readonly they: readonly string[];
};

const HE = /\b(?:he|hes|him|his|himself)\b/;
const SHE = /\b(?:she|shes|her|hers|herself)\b/;

/**
 * The relation word decides when it says ("my dad", "our daughter", "my kids"); a word that does not ("my
 * partner", or a dog called Biscuit) takes the person's own pronouns for them, when they use only one
 * kind. Both kinds, or none, is "they", which is never wrong.
 */
export function pronounFor(relationWord: string | null, words: string, known: PronounWords): Pronoun {
  for (const pronoun of ['he', 'she', 'they'] as const)
    if (relationWord !== null && known[pronoun].includes(relationWord)) return pronoun;
  const text = plain(words);
  const he = HE.test(text);
  const she = SHE.test(text);
  if (he === she) return 'they';
  return he ? 'he' : 'she';
}
