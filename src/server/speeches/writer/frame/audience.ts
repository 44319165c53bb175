import { speechContent } from '../content/load-content';
import { plain, says } from './read-words';

export type Audience = 'child' | 'team';

/** The oldest age said to a child's own kind: older children hear the talk their situation's kind gives. */
const CHILD_UP_TO = 12;

// An age the words give someone: "(7)", "7 year old", "aged 9", "she's 6" (not "she's 6 weeks", "at 8:40").
const AGE =
  /\((\d{1,2})\)|\b(\d{1,2}) ?(?:yo|y\/o|yrs? old|years? old)\b|\baged? (\d{1,2})\b|\b(?:she|he|they)(?:'s| is|s| are|re) (\d{1,2})\b(?![:.]?\d| ?(?:am|pm|weeks?|wks?|months?|days?|hours?|hrs?|minutes?|mins?|k\b|km|miles|times|%))/giu;

// "my 6yo": a child, though no word says son or daughter.
const MY_CHILD = /\bmy (\d{1,2}) ?(?:yo|y\/o|yrs? old|years? old)\b/iu;

const saysAny = (text: string, cues: readonly string[]) => cues.some((cue) => says(text, cue));

/**
 * Who the words asked for are to be said to, when a kind is written for them (`audience` in a kind's file):
 * a group ("something to say to the lads in the huddle") or a young child ("what do i tell my daughter
 * (7) tonight"). Null for anyone else: a partner, a parent, a friend, a teenager hears the talk their
 * situation's kind gives, written to them.
 */
export function audienceOf(words: string): Audience | null {
  const { audiences } = speechContent().shared;
  const text = plain(words);
  if (youngChild(words, text)) return 'child';
  const group = saysAny(text, audiences.groups) && !saysAny(text, audiences.one_listener);
  return saysAny(text, audiences.team) || group ? 'team' : null;
}

/** Whether the words are about a child of twelve or under: an age, or a word only a young child's life has. */
function youngChild(words: string, text: string): boolean {
  const { audiences } = speechContent().shared;
  if (!saysAny(text, audiences.child) && !MY_CHILD.test(words)) return false;
  const ages = [...words.replace(/[’‘]/g, "'").matchAll(AGE)].map((match) =>
    Number(match.slice(1).find((group) => group !== undefined)),
  );
  if (ages.length > 0) return ages.every((age) => age <= CHILD_UP_TO);
  return saysAny(text, audiences.young) && !saysAny(text, audiences.older);
}

/** Whether the words ask for something to say to the group they name ("need a team talk for the final"). */
export function askedForGroup(words: string): boolean {
  const { audiences } = speechContent().shared;
  const text = plain(words);
  const asks = saysAny(text, audiences.team_asks) && !saysAny(text, audiences.own_asks);
  return asks && audienceOf(words) === 'team';
}
