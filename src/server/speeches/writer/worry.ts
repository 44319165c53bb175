import { toSecondPerson } from './second-person';

const ADVERB = '(?:always |usually |often |sometimes |just |really |still |totally |completely |tend to )?';
const STRUGGLE_VERBS = [
  'freeze',
  'panic',
  'blank',
  'choke',
  'stammer',
  'stutter',
  'ramble',
  'shake',
  'cry',
  'overthink',
  'doubt',
  'forget',
  'rush',
  'struggle',
  'worry',
  'hate',
  'keep',
  'lose',
  'get',
  'feel',
  "can't",
  'cannot',
  'can not',
  "don't",
  'never',
  "haven't",
  "won't",
  'have no',
  'have trouble',
].join('|');
const FEELINGS =
  '(?:scared|afraid|terrified|worried|nervous|anxious|not sure|not ready|stressed|overwhelmed|exhausted|so tired|struggling|convinced|dreading|not good enough|not smart enough|behind)';

const WORRY_PATTERNS: RegExp[] = [
  new RegExp(`\\bI ${ADVERB}(?:${STRUGGLE_VERBS})\\b[^.,;!?]*`, 'i'),
  new RegExp(`\\b(?:I'm|I am|im) ${ADVERB}${FEELINGS}\\b[^.,;!?]*`, 'i'),
  /\bmy [a-z]+(?: [a-z]+)? (?:hurts|aches|is sore|is injured|is killing me|keeps hurting)\b[^.,;!?]*/i,
];

const CLAUSE_END =
  /\s+(?:and|but|so|because|though|although|plus)\s+(?:i|i'm|im|my|it|they|the|that|this)\b.*$/i;
const FALSE_ALARMS =
  /\b(can't wait|cannot wait|don't want to miss|never been more excited|get to|get the chance|feel (ready|good|great|excited|confident|prepared))\b/i;
const SAFE_TEXT = /^[\p{L}\p{N}' -]+$/u;

/** The specific fear in the user's words ('you freeze when they ask about weaknesses'), or null. */
export function extractWorry(text: string): string | null {
  const normalised = text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  for (const pattern of WORRY_PATTERNS) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    const clause = match[0].replace(CLAUSE_END, '').trim();
    const words = clause.split(' ');
    if (FALSE_ALARMS.test(clause) || !SAFE_TEXT.test(clause) || words.length < 2 || words.length > 14)
      continue;
    const worry = toSecondPerson(clause);
    return worry.charAt(0).toLowerCase() + worry.slice(1);
  }
  return null;
}
