import type nlpTwo from 'compromise/two';

// Phrases a person asked us not to say, read from their improvement suggestions with compromise (its
// tokenizer, contractions and part-of-speech tags): every request in a comment, quoted or not, in the
// wordings people use. The writer drops every sentence that contains a phrase, so a phrase is only what
// was asked to be avoided ("nerves" from 'stop saying nerves in every paragraph'), and phrases that
// would silence ordinary sentences are refused.

type Nlp = typeof nlpTwo;
/** A term as compromise's json() gives it with offsets. */
type Term = {
  text: string;
  pre: string;
  post: string;
  normal: string;
  implicit?: string;
  tags: string[];
  index: [number, number];
  offset: { start: number; length: number };
};

// Longer wordings first: compromise takes the first alternative that matches. 'do not' also matches
// "don't" and "dont".
const REQUESTS = [
  'stop saying',
  'stop using',
  'quit saying',
  'quit using',
  'do not say',
  'do not use',
  'never say',
  'never use',
  'avoid saying',
  'avoid using',
  'avoid',
  'no more',
  'less of',
  'enough with',
  'enough of',
  'stop with',
];
const REQUEST_MATCH = `(${REQUESTS.join('|')})`;
/** Wordings that ask only at the start of a clause: "it was no more helpful" and "it helped me avoid
 * panicking" ask nothing. */
const CLAUSE_START_ONLY = new Set(['no more', 'avoid']);
const NEGATIONS = new Set(['not', 'never', 'no']);
/** Words that may come before a request at the start of a clause. */
const OPENERS = new Set(['and', 'but', 'so', 'please', 'just', 'also', 'oh', 'ok', 'okay', 'then', 'pls']);
/** Words before the phrase itself: "the word …", "things like …", "so many …". */
const LEAD_IN = new Set(
  'the a an word words phrase phrases line lines expression expressions term terms saying sayings thing things stuff like such as so too many much all those these any'.split(
    ' ',
  ),
);
/** Words that start another clause after the phrase ("… because it feels fake"). */
const CLAUSE_OPENERS = new Set(
  'but because since so as though although when whenever while if unless which cause cos coz'.split(' '),
);
/** How often or how politely, said after the phrase: "never say nerves again", "… so much". */
const TRAILING = [
  'again',
  'anymore',
  'any more',
  'ever',
  'ever again',
  'please',
  'thanks',
  'thank you',
  'always',
  'constantly',
  'so much',
  'so often',
  'all the time',
  'every time',
  'each time',
  'lol',
  'now',
  'either',
  'too',
  'pls',
].map((words) => words.split(' '));
const OPENING_QUOTE = /["“‘']/u;
const CLOSING_QUOTE = /["”’']/u;
const CLAUSE_BREAK = /[,;:!?.()\n•*–—]/u;
const LIST_WORDS = new Set(['and', 'or', 'nor', 'plus']);

const COMMON_WORDS = new Set(
  "a an the you your you're yours are is it it's i i'm me my to of and in on at for this that be will can do we so just very".split(
    ' ',
  ),
);
const MAX_WORDS = 6;
const MAX_LENGTH = 60;
const MIN_SINGLE_WORD_LETTERS = 4;

const word = (term: Term | undefined) => (term ? (term.implicit ?? term.normal) : '');
const has = (term: Term | undefined, ...tags: string[]) =>
  !!term && tags.some((tag) => term.tags.includes(tag));

let loading: Promise<Nlp> | undefined;
/** compromise with its tagger (about 45 MB) is loaded on the first comment that may ask for something. */
export function loadReader(): Promise<Nlp> {
  loading ??= import('compromise/two').then((module) => module.default);
  return loading;
}
/** Whether a comment could hold a request at all: most say nothing of the kind and need no reading. */
export const mayAskToAvoid = (text: string | null): text is string =>
  !!text && /\b(?:say|saying|use|using|avoid|more|less|enough)\b/iu.test(text);

function phraseOf(text: string, terms: readonly Term[]): string | null {
  const first = terms[0];
  const last = terms.at(-1);
  if (!first || !last) return null;
  const raw = text.slice(first.offset.start, last.offset.start + last.offset.length);
  // The writer's phrases use straight apostrophes; match them whichever the person typed.
  const phrase = raw
    .toLowerCase()
    .replaceAll('’', "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”‘’]+|[\s"'“”‘’,:;.!?()-]+$/gu, '');
  const words = phrase.split(' ').filter(Boolean);
  if (phrase.length > MAX_LENGTH || words.length === 0 || words.length > MAX_WORDS) return null;
  if (words.every((item) => COMMON_WORDS.has(item))) return null;
  const letters = phrase.match(/\p{L}/gu)?.length ?? 0;
  if (words.length === 1 && letters < MIN_SINGLE_WORD_LETTERS) return null;
  return phrase;
}

/** The quoted phrases right after a request: 'stop saying "nerves" and "butterflies"'. */
function quotedPhrases(rest: readonly Term[]): Term[][] {
  const opening = rest.findIndex((term) => OPENING_QUOTE.test(term.pre));
  const before = rest.slice(0, Math.max(0, opening));
  if (opening < 0 || before.some((term) => CLAUSE_BREAK.test(term.post))) return [];
  const phrases: Term[][] = [];
  let index = opening;
  while (index < rest.length && OPENING_QUOTE.test(rest[index]?.pre ?? '')) {
    const end = rest.findIndex((term, at) => at >= index && CLOSING_QUOTE.test(term.post));
    const close = end < 0 ? rest.length - 1 : end;
    phrases.push(rest.slice(index, close + 1));
    index = close + 1;
    // A list goes on after 'and', 'or' or a comma; anything else ends it.
    while (LIST_WORDS.has(word(rest[index]))) index += 1;
  }
  return phrases;
}

/** The unquoted phrase after a request, up to where the sentence goes on about something else. */
function plainPhrase(rest: readonly Term[]): Term[] {
  let start = 0;
  while (start < rest.length && LEAD_IN.has(word(rest[start]))) start += 1;
  // "no more than five minutes" asks for nothing to be avoided.
  if (has(rest[start], 'Preposition')) return [];
  const phrase: Term[] = [];
  for (let index = start; index < rest.length; index++) {
    const term = rest[index] as Term;
    const next = rest[index + 1];
    if (phrase.length > 0) {
      if (CLAUSE_OPENERS.has(word(term))) break;
      // "… and it feels fake": the phrase ended before a new subject.
      if (LIST_WORDS.has(word(term)) && has(next, 'Pronoun')) break;
      // "… in every paragraph", "… in my speeches": where, not what.
      if (has(term, 'Preposition') && has(next, 'Determiner', 'Possessive', 'Value')) break;
    }
    phrase.push(term);
    if (CLAUSE_BREAK.test(term.post)) break;
  }
  return trimTrailing(phrase);
}

function trimTrailing(phrase: Term[]): Term[] {
  let end = phrase.length;
  for (let trimmed = true; trimmed; ) {
    trimmed = false;
    for (const words of TRAILING) {
      const tail = phrase.slice(Math.max(0, end - words.length), end).map(word);
      if (end > words.length && tail.join(' ') === words.join(' ')) {
        end -= words.length;
        trimmed = true;
      }
    }
  }
  return phrase.slice(0, end);
}

/** Whether the request at `start` really asks: not "don't stop saying it", and at a clause start if need be. */
function asks(terms: readonly Term[], start: number, request: string): boolean {
  const before = terms[start - 1];
  if (!before) return true;
  if (NEGATIONS.has(word(before)) && !request.startsWith('do not') && !request.startsWith('never'))
    return false;
  if (!CLAUSE_START_ONLY.has(request)) return true;
  // "please avoid …", "try to avoid …", "you should avoid …", "could you avoid …"
  const asked = word(before) === 'you' ? terms[start - 2] : before;
  return (
    CLAUSE_BREAK.test(before.post) ||
    OPENERS.has(word(asked)) ||
    word(asked) === 'to' ||
    has(asked, 'Expression', 'Modal')
  );
}

/** The phrases one comment asks us to avoid, lower-cased, in the order written. */
export function readAvoidanceRequests(nlp: Nlp, text: string): string[] {
  const doc = nlp(text);
  const sentences = doc.json({ offset: true }) as { terms: Term[] }[];
  const requests = (doc.match(REQUEST_MATCH).json({ offset: true }) as { terms: Term[] }[]).map(
    ({ terms }) => {
      const [sentence = 0, start = 0] = terms[0]?.index ?? [];
      const end = terms.at(-1)?.index[1] ?? start;
      return { sentence, start, end, request: terms.map(word).join(' ') };
    },
  );
  const phrases: string[] = [];
  requests.forEach(({ sentence, start, end, request }, position) => {
    const terms = sentences[sentence]?.terms ?? [];
    if (!asks(terms, start, request)) return;
    const following = requests[position + 1];
    const stop = following?.sentence === sentence ? following.start : terms.length;
    const rest = terms.slice(end + 1, stop);
    const quoted = quotedPhrases(rest);
    for (const phrase of quoted.length > 0 ? quoted : [plainPhrase(rest)]) {
      const said = phraseOf(text, phrase);
      if (said && !phrases.includes(said)) phrases.push(said);
    }
  });
  return phrases;
}

/** The phrases one suggestion text asks us to avoid, lower-cased, in the order written. */
export async function avoidancePhrases(text: string | null): Promise<string[]> {
  if (!mayAskToAvoid(text)) return [];
  return readAvoidanceRequests(await loadReader(), text);
}
