// Slot filling, and the grammar a filled slot can break at its edges.

export const SLOTS = ['situation', 'worry', 'time', 'goal', 'told', 'about'] as const;
export type Slot = (typeof SLOTS)[number];
export type SlotValues = Readonly<Record<Slot, string | null>>;

const DETERMINER = /^(a|an|the|your|my|his|her|their|our)$/i;
/** Words a noun phrase can't end on; a clause can end on a particle ("doing my head in"), not on these. */
const PHRASE_NEEDS_MORE =
  /^(a|an|the|your|my|his|her|their|our|of|to|for|with|at|in|on|about|and|or|but|so|because|from|by|into)$/i;
const CLAUSE_NEEDS_MORE = /^(a|an|the|your|my|his|her|their|our|and|or|but|so|because|to)$/i;
/** Slots that are noun phrases; the others (told, worry) are clauses, and a goal is a quoted title. */
const NOUN_PHRASES = new Set<string>(['situation', 'about', 'time']);
const AGREEING_VERB = /^(is|are|was|were|has|have|does|do)$/i;

const firstWord = (text: string) => /^[\p{L}\p{N}'’-]+/u.exec(text.trim())?.[0] ?? '';
const lastWord = (text: string) => /[\p{L}\p{N}'’-]+$/u.exec(text.trim())?.[0] ?? '';

/**
 * What filling `slot` with `value` breaks between `before` and `after` (the template's text on either
 * side): a value that ends wanting a noun ("losing your"), a determiner before one that already has its
 * own ("the your interview"), a word said twice across the join, or a slot used as the subject of a verb
 * that would have to agree with it.
 */
export function slotProblems(slot: string, before: string, value: string, after: string): string[] {
  const problems: string[] = [];
  const previous = lastWord(before);
  const next = firstWord(after);
  const needsMore = NOUN_PHRASES.has(slot) ? PHRASE_NEEDS_MORE : CLAUSE_NEEDS_MORE;
  if (needsMore.test(lastWord(value))) problems.push(`dangling "${lastWord(value)}"`);
  if (DETERMINER.test(previous) && DETERMINER.test(firstWord(value))) problems.push('two determiners');
  if (previous && previous.toLowerCase() === firstWord(value).toLowerCase()) problems.push('doubled word');
  if (next && next.toLowerCase() === lastWord(value).toLowerCase()) problems.push('doubled word');
  if (slot !== 'goal' && AGREEING_VERB.test(next) && /^\s*$/.test(after.slice(0, after.indexOf(next))))
    problems.push('slot as subject');
  if (/[{}]/.test(value) || value.trim() === '') problems.push('empty or raw value');
  return problems;
}

/** The template with its slots filled, and every problem the filling caused; null when a slot has no value. */
export function fillTemplate(
  template: string,
  values: SlotValues,
): { text: string; problems: string[] } | null {
  const problems: string[] = [];
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (match, slot: string, offset: number) => {
    const value = (values as Record<string, string | null>)[slot];
    if (!value) {
      missing = true;
      return '';
    }
    problems.push(
      ...slotProblems(slot, template.slice(0, offset), value, template.slice(offset + match.length)),
    );
    return value;
  });
  return missing ? null : { text, problems };
}
