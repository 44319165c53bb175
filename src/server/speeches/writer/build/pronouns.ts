import type { Pronoun } from '../frame/pronoun';

// The content speaks of the one a situation is about as {they}, {them}, {their}, {theirs} and
// {themselves}. "He" and "she" take other verbs than "they" do, so the word after {they} is one the
// speech can agree ("{they} were" is "he was", "{they}'re" is "she's") or one that stays as it is: a
// modal, or a verb in the past. A present-tense verb ("{they} know") would need a grammar; content
// says "{they} would know" or "{they} knew" instead, and the content check holds it to that.

export const PRONOUN_SLOTS = ['they', 'them', 'their', 'theirs', 'themselves'] as const;

export const isPronounSlot = (slot: string): boolean => (PRONOUN_SLOTS as readonly string[]).includes(slot);

const FORMS: Record<Pronoun, Record<(typeof PRONOUN_SLOTS)[number], string>> = {
  he: { they: 'he', them: 'him', their: 'his', theirs: 'his', themselves: 'himself' },
  she: { they: 'she', them: 'her', their: 'her', theirs: 'hers', themselves: 'herself' },
  they: { they: 'they', them: 'them', their: 'their', theirs: 'theirs', themselves: 'themselves' },
};

/** The verbs that change after "he" or "she". */
const AGREES: Record<string, string> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
  "'re": "'s",
  "'ve": "'s",
};
const STAYS = new Set([
  "'d",
  "'ll",
  'would',
  'could',
  'should',
  'might',
  'may',
  'will',
  'can',
  "can't",
  'cannot',
  "couldn't",
  "wouldn't",
  "shouldn't",
  "won't",
  'did',
  "didn't",
  'had',
  "hadn't",
  'must',
  // Past forms the moment reader does not list.
  'knew',
  'grew',
  'held',
  'built',
  'fought',
  'sang',
  'became',
  'understood',
]);

const AFTER_THEY = /\{they\}('[a-z]+|\s+[a-z']+)?/g;

/** The text with the pronoun slots said for `pronoun`, verbs agreeing. */
export function sayPronouns(text: string, pronoun: Pronoun): string {
  const forms = FORMS[pronoun];
  return text
    .replace(AFTER_THEY, (_, after: string | undefined) => {
      const word = after?.trim() ?? '';
      const verb = pronoun === 'they' ? word : (AGREES[word] ?? word);
      return `${forms.they}${after === undefined ? '' : after.startsWith("'") ? verb : ` ${verb}`}`;
    })
    .replace(
      /\{(them|their|theirs|themselves)\}/g,
      (_, slot: 'them' | 'their' | 'theirs' | 'themselves') => forms[slot],
    );
}

/**
 * What the content check says of a text whose {they} the speech could not agree: followed by a verb in the
 * present ("{they} know"), unless a modal comes first ("would {they} say"), or by "'s".
 */
export function pronounProblems(text: string, pastForms: readonly string[]): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/(?:([a-z']+)\s+)?\{they\}('[a-z]+|\s+[a-z']+)?/gi)) {
    const before = match[1]?.toLowerCase() ?? '';
    const word = match[2]?.trim().toLowerCase() ?? '';
    const fine =
      word === '' ||
      word in AGREES ||
      STAYS.has(word) ||
      STAYS.has(before) ||
      (!word.startsWith("'") && word !== 'was' && (word.endsWith('ed') || pastForms.includes(word)));
    if (!fine) problems.push(`"{they} ${word}": a verb the speech cannot make agree with "he" or "she"`);
  }
  return problems;
}

const FIRST_PRONOUN = /\{they\}\s+([a-z']+)|\{(them|their|theirs)\}/;

/**
 * The text with its first pronoun slot said as the one it is about, by name ("{they} were" is "Rory was",
 * "{their}" is "Rory's"); null when it has none to say so ({themselves}, or a contraction: "{they}'d").
 */
export function nameFirstPronoun(text: string, name: string): string | null {
  const match = FIRST_PRONOUN.exec(text);
  if (!match) return null;
  const [slotted, after, slot] = match;
  const said =
    after !== undefined ? `${name} ${AGREES[after] ?? after}` : slot === 'them' ? name : `${name}'s`;
  return text.slice(0, match.index) + said + text.slice(match.index + slotted.length);
}
