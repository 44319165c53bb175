import { speechContent } from '../content/load-content';
import { askedForGroup } from './audience';
import { nameAfter } from './name-after';
import { plain, says } from './read-words';

/**
 * Whether the person asks for words to give someone else ("something i can say to my team", "pump her
 * up in the car"), and that someone's name when they gave one ("my daughter meera"): the talk is then for
 * them, as if it had been asked for in their name. English only, like the cues.
 */
export function askedFor(words: string): { name: string | null } | null {
  const { shared } = speechContent();
  const text = plain(words);
  // "a speech for my son's bar mitzvah" is the person's own speech at their son's day.
  const atTheirDay = /\bfor my \p{L}+['’]s\b/iu.test(words);
  const asks = shared.for_someone.filter((cue) => says(text, cue) && !(atTheirDay && /\bfor my$/.test(cue)));
  // "What do I say to my boss" is the person's own conversation, unless the words also ask for a talk.
  const { conversation } = shared;
  const ownConversation =
    asks.every((cue) => conversation.asks.includes(cue)) &&
    conversation.with.some((them) => says(text, them));
  if ((asks.length === 0 || ownConversation) && !askedForGroup(words)) return null;
  for (const relation of shared.relations)
    for (const word of relation.words) {
      const name = says(text, `my ${word}`) ? nameAfter(words, word) : null;
      if (name) return { name };
    }
  return { name: null };
}

/**
 * Whether a clause is the one asking for the talk: the time it gives ("what do i tell her tonight") is when
 * the talk is said, not when what it is about happens.
 */
export function asksInClause(clause: string): boolean {
  const { shared } = speechContent();
  const text = plain(clause);
  return [...shared.for_someone, ...shared.audiences.team_asks].some((cue) => says(text, cue));
}
