// Reading a person's words for the frame: plain matching of the cue phrases the content files list, on
// a lower-cased copy with apostrophes dropped (people type "cant" as often as "can't").

export const plain = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/['’‘]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Whether a short weekday that is also a word ("sat", "wed") reads as a day, from the text before and
 * after it: "on wed", "sat morning". */
export const readsAsDay = (before: string, after: string): boolean =>
  /\b(?:on|this|next|by|until|til|till)\s+$/i.test(before) ||
  /^\s+(?:morning|afternoon|evening|night|\d)/i.test(after);

/** Whether the plain text holds the cue as whole words ("fail" is not in "failure"). */
export const says = (plainText: string, cue: string): boolean => plainText.includes(plain(cue));

/** How many words before a cue a denial reaches: "hoping it comes back benign". */
const DENIAL_REACH = 4;

/** Whether the plain text holds the cue as whole words with none of the denials among the few words before
 * it ("hoping it comes back clear", "didnt get the job"). */
export function saysUndenied(plainText: string, cue: string, denials: readonly string[]): boolean {
  const target = plain(cue);
  for (let at = plainText.indexOf(target); at >= 0; at = plainText.indexOf(target, at + 1)) {
    const before = ` ${plainText.slice(0, at).trim().split(' ').slice(-DENIAL_REACH).join(' ')} `;
    if (!denials.some((denial) => before.includes(plain(denial)))) return true;
  }
  return false;
}

/** Where the cue first appears (whole words), or -1. */
export const whereSays = (plainText: string, cue: string): number => plainText.indexOf(plain(cue));

/** A detail's pattern run on the person's words, said with its groups ($1…$9) filled in. */
export function readDetail(text: string, pattern: string, say: string): string | null {
  const match = new RegExp(pattern, 'iu').exec(text.replace(/[’‘]/g, "'"));
  if (!match) return null;
  const said = say
    .replace(/\$(\d)/g, (_, group: string) => (match[Number(group)] ?? '').toLowerCase())
    .trim();
  return said.replace(/\s+/g, ' ') || null;
}

/** A text to match literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word with a capital first letter ("monday" → "Monday"). */
export const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
