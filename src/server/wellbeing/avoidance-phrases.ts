// Phrases a user asked us not to say, lifted from their improvement suggestions. Only explicit requests
// count ('avoid …', 'don't say …', 'stop saying …', 'never say …', 'no more …'): the writer drops every
// sentence that contains a pattern, so a vague or very common phrase would quietly hollow speeches out.
// 'less …' is not a request to ban words ('less repetition', 'less long') and is left alone.

const REQUEST =
  /^(?:please\s+)?(?:avoid(?:\s+saying)?|don['’]?t\s+say|do\s+not\s+say|stop\s+saying|never\s+say|no\s+more)\s+(.+)$/iu;
// A quoted phrase wins over the rest of the clause; a lone ' inside a word (you've) is not a quote.
const QUOTED = /"([^"]+)"|“([^”]+)”|‘([^’]+)’|(?<!\p{L})'([^']+)'(?!\p{L})/u;
const LEADING_FILLER = /^(?:the\s+)?(?:phrases?|words?|lines?|saying)\s+/iu;
// 'and' stays: it belongs to phrases as often as it joins clauses ('rise and grind').
const CLAUSE_END = /\s*(?:,|\b(?:but|because|since|as)\b).*$/iu;
const EDGE_PUNCTUATION = /^[\s"'“”‘’]+|[\s"'“”‘’,:()-]+$/gu;
const COMMON_WORDS = new Set(
  "a an the you your you're yours are is it it's i i'm me my to of and in on at for this that be will can do we so just very".split(
    ' ',
  ),
);
const MAX_WORDS = 6;
const MAX_LENGTH = 60;
const MIN_SINGLE_WORD_LETTERS = 6;

function cleanPhrase(rest: string): string | null {
  const quoted = QUOTED.exec(rest);
  const raw = quoted
    ? (quoted.slice(1).find(Boolean) ?? '')
    : rest.replace(LEADING_FILLER, '').replace(CLAUSE_END, '');
  // The phrase library writes straight apostrophes; match them whichever the user typed.
  const phrase = raw.toLowerCase().replaceAll('’', "'").replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '');
  const words = phrase.split(' ').filter(Boolean);
  if (phrase.length > MAX_LENGTH || words.length === 0 || words.length > MAX_WORDS) return null;
  if (words.every((word) => COMMON_WORDS.has(word))) return null;
  const letters = phrase.match(/\p{L}/gu)?.length ?? 0;
  if (words.length === 1 && letters < MIN_SINGLE_WORD_LETTERS) return null;
  return phrase;
}

/** The phrases one suggestion text asks us to avoid, lower-cased, in the order written. */
export function avoidancePhrases(text: string | null): string[] {
  if (!text) return [];
  return text.split(/[\n\r.!?;•]+/u).flatMap((part) => {
    const match = REQUEST.exec(part.trim().replace(/^[-*\s]+/u, ''));
    const phrase = match?.[1] ? cleanPhrase(match[1]) : null;
    return phrase ? [phrase] : [];
  });
}
