import nlp from 'compromise';
import { toSecondPerson } from './second-person';
import { extractTime } from './time-phrase';

/**
 * What a person wrote, read for saying back in the second person: what they told us, as a clause to
 * follow "You told me" ("your neighbour keeps parking across your drive") or a noun phrase to follow
 * "You told me about" ("your first home, offer accepted"); the situation as a noun phrase to return to
 * ("caring for your mum with dementia"); the worry they named, as a clause ("you freeze when they ask
 * about weaknesses"); and when it happens ("on Monday").
 */
export type ContextReading = {
  told: { clause: string } | { about: string } | null;
  situation: string | null;
  worry: string | null;
  time: string | null;
};

/** A word as compromise tagged it, with the punctuation that followed it (",", "."). */
type Term = { text: string; tags: Set<string>; punct: string };
type Clause = Term[];

const MAX_SITUATION_WORDS = 12;
const MAX_TOLD_WORDS = 24;
const MAX_WORRY_WORDS = 16;

// People type without apostrophes; compromise (and the person hearing it back) reads them better with.
const APOSTROPHES: Record<string, string> = {
  im: "I'm",
  ive: "I've",
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  havent: "haven't",
  hasnt: "hasn't",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  youre: "you're",
};

/** Feelings that make a clause a worry, and whose object is the situation ("nervous about my exam"). */
const FEELINGS = new Set(
  'scared afraid terrified worried nervous anxious dreading stressed overwhelmed panicking frightened petrified gutted ashamed guilty embarrassed'.split(
    ' ',
  ),
);
const WORRY_WORDS =
  /\b(scared|afraid|terrified|worried|worry|nervous|anxious|dread\w*|freeze|froze|panic\w*|blank|forget|choke|stammer|stutter|ramble|shak\w+|cry|overthink\w*|fail\w*|mess(?:ed)? up|can't|cannot|never|keep thinking|feel like|feeling like|what if|snapped|lost my temper|guilt\w*|not good enough|won't cope|don't know how)\b/i;
/** Nouns for people, so that "New mum with a baby" is said back as "being a new mum with a baby". */
const ROLES =
  /^(mum|mom|mother|dad|father|parent|nurse|doctor|teacher|student|carer|manager|boss|captain|coach|widow|widower|wife|husband|runner|writer|artist|musician|founder|apprentice|graduate|intern|newbie|beginner|mum-to-be|single|fresher|grandparent|stepmum|stepdad|stepmom)s?$/i;
const CATENATIVES =
  /^(want|wanna|need|have|has|hope|plan|try|trying|going|gotta|got|decided|learning|about)$/i;
const CLAUSE_BREAKS = /^(and|but|so|because|though|although|plus|or|cos|coz|cuz)$/i;
/** Past participles said as states: "stuck at the same weight" is "being stuck", not "sticking". */
const STATES =
  /^(stuck|exhausted|burnt|burned|tired|stressed|overwhelmed|trapped|bored|broke|injured|engaged|married|divorced|separated|pregnant|unemployed|retired|behind|done|sick|scared|lonely|homesick)$/i;
/** Verbs compromise can read as plural nouns ("Second round of IVF starts next week"). */
const VERBISH =
  /^(starts|begins|is|are|was|were|has|have|comes|happens|kicks|ends|finishes|opens|closes|gets|keeps|went|got|came)$/i;
const TIME_NOUNS = /^(week|weekend|month|year|day|night|morning|evening|term|semester|season)s?$/i;

function repairApostrophes(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/\b([A-Za-z]+)\b/g, (word) => {
      const fixed = APOSTROPHES[word.toLowerCase()];
      if (!fixed) return word;
      return word === word.toLowerCase() && fixed !== "I'm" && fixed !== "I've" ? fixed : fixed;
    })
    .replace(/\bi\b/g, 'I');
}

function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  for (const clause of nlp(text).clauses().json() as {
    terms: { text: string; tags: string[]; post: string }[];
  }[]) {
    const terms = clause.terms
      .filter((term) => term.text)
      .map((term, index, all) => ({
        // A sentence's capital is not the word's: "New mum" is said back as "new mum".
        text:
          index === 0 || /[.!?]/.test(all[index - 1]?.post ?? '')
            ? lowerSentenceStart(term.text, term.tags)
            : term.text,
        tags: new Set(term.tags),
        punct: /[,;:.!?-]/.exec(term.post)?.[0] ?? '',
      }));
    // compromise keeps "and"-joined clauses together; split them where a new subject starts.
    let current: Term[] = [];
    for (const [index, term] of terms.entries()) {
      const next = terms[index + 1];
      if (CLAUSE_BREAKS.test(term.text) && current.length > 0 && next && isSubject(next)) {
        clauses.push(current);
        current = [];
      }
      current.push(term);
    }
    if (current.length > 0) clauses.push(current);
  }
  return clauses;
}

function lowerSentenceStart(word: string, tags: readonly string[]): string {
  if (
    word === 'I' ||
    /^I'/.test(word) ||
    tags.includes('ProperNoun') ||
    tags.includes('Acronym') ||
    word === word.toUpperCase()
  )
    return word;
  return word.charAt(0).toLowerCase() + word.slice(1);
}

const isSubject = (term: Term) => /^(i|i'm|i've|we|my|our)$/i.test(term.text) || term.tags.has('Pronoun');
const is = (term: Term | undefined, tag: string) => term?.tags.has(tag) ?? false;
/** The words as written, with the commas inside them; the last word's punctuation is left off. */
const words = (terms: readonly Term[]) =>
  terms
    .map((term, index) => {
      if (index === terms.length - 1) return term.text;
      if (term.punct === '-') return `${term.text}-`;
      return /[,;]/.test(term.punct) ? `${term.text}${term.punct} ` : `${term.text} `;
    })
    .join('');

/** A clause without the times in it (they are said separately, and some describe the past). */
function withoutTimes(clause: Clause): Clause {
  const out: Term[] = [];
  for (const [index, term] of clause.entries()) {
    const previous = clause[index - 1]?.text ?? '';
    const time =
      /^(today|tonight|tomorrow|yesterday|ago|tmrw|tmr)$/i.test(term.text) ||
      (is(term, 'Date') &&
        !/^day$/i.test(term.text) &&
        (/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/i.test(
          term.text,
        ) ||
          /^(next|this|last|every|in|on|for|by|each|per|a|\d+|few|couple|two|three|four|five|six)$/i.test(
            previous,
          )));
    if (time) {
      // A preposition or "next"/"this"/"last" that only introduced the time goes with it.
      while (
        out.length > 0 &&
        /^(on|in|at|by|next|this|last|for|since|from|until|the|a|every)$/i.test(out.at(-1)?.text ?? '')
      )
        out.pop();
      continue;
    }
    if (/^\d+$/.test(term.text) && is(clause[index + 1], 'Date')) continue;
    out.push(term);
  }
  return out;
}

/**
 * Up to the end of its phrase: a new clause or too many words; `acrossClauses` keeps going through
 * "and", "but" and commas (for an account said back whole).
 */
function phraseFrom(clause: Clause, start: number, max = MAX_SITUATION_WORDS, acrossClauses = false): Clause {
  const out: Term[] = [];
  for (let index = start; index < clause.length; index++) {
    const term = clause[index] as Term;
    if (!acrossClauses && CLAUSE_BREAKS.test(term.text) && out.length > 0) break;
    if (term.punct && term.punct !== '-' && (!acrossClauses || /[.!?:]/.test(term.punct))) {
      out.push(term);
      break;
    }
    out.push(term);
    if (out.length >= max) break;
  }
  // A phrase never ends on a word that needs another after it ("at", "the", "my").
  while (out.length > 1) {
    const last = out.at(-1) as Term;
    const dangling =
      is(last, 'Preposition') ||
      is(last, 'Determiner') ||
      is(last, 'Possessive') ||
      is(last, 'Conjunction') ||
      /^(to|very|really|so|the|a|an|my|your|of|with|and|like|just|about)$/i.test(last.text);
    if (!dangling) break;
    out.pop();
  }
  return out;
}

function gerund(verb: string): string {
  // Alone, "lost" reads as an adjective; in a sentence, as the verb it is.
  const conjugated = nlp(`I ${verb} it`).verbs().conjugate()[0] as
    | { Infinitive?: string; Gerund?: string }
    | undefined;
  const infinitive = conjugated?.Infinitive ?? verb;
  let form = conjugated?.Gerund ?? `${infinitive}ing`;
  // compromise writes "snaping": a short verb ending consonant-vowel-consonant doubles its last letter.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/i.test(infinitive) && form === `${infinitive}ing`) {
    form = `${infinitive}${infinitive.slice(-1)}ing`;
  }
  return form;
}

/** "my" → "your" on the noun phrase's own determiner; "a"/"an" → "your" for the person's own thing. */
function ownedNounPhrase(terms: Clause): string {
  const [first, ...rest] = terms;
  if (!first) return '';
  if (/^(a|an|the)$/i.test(first.text)) return `your ${words(rest)}`;
  if (/^(my|our)$/i.test(first.text)) return `your ${words(rest)}`;
  if (is(first, 'Possessive') || is(first, 'Determiner')) return words(terms);
  const head = terms.find((term) => is(term, 'Noun'))?.text ?? '';
  if (/^day$/i.test(first.text) && /^\d+$/.test(terms[1]?.text ?? '')) return words(terms);
  return `${TIME_NOUNS.test(head) ? 'this' : 'your'} ${words(terms)}`;
}

const contentNouns = (text: string) =>
  (nlp(text).nouns().json() as { text: string }[]).filter(
    (noun) => !/^(you|your|it|they|them|everything|something|anything|things?)$/i.test(noun.text.trim()),
  ).length;

/** The situation a clause names, as a noun phrase in the second person; null when it names none. */
function situationIn(raw: Clause): string | null {
  const clause = withoutTimes(raw);
  if (clause.length === 0) return null;
  let index = 0;
  const at = (i: number) => clause[i];
  const skipAdverbs = () => {
    while (
      is(at(index), 'Adverb') ||
      CLAUSE_BREAKS.test(at(index)?.text ?? '') ||
      /^(just|really|still|finally|also|so)$/i.test(at(index)?.text ?? '')
    )
      index++;
  };
  skipAdverbs();
  const subject = /^(I|I'm|I've|we|we're)$/.test(at(index)?.text ?? '');
  if (subject) {
    index++;
    // "I'm", "I am", "I've got", "I have"
    while (
      /^(am|'m|are|is|have|'ve|got|do)$/i.test(at(index)?.text ?? '') ||
      (is(at(index), 'Copula') && !at(index)?.text)
    )
      index++;
    skipAdverbs();
  }
  const term = at(index);
  if (!term) return null;
  let phrase: string | null = null;
  if (is(term, 'Gerund')) {
    phrase = words(phraseFrom(clause, index));
  } else if (
    subject &&
    (is(term, 'Determiner') || is(term, 'Possessive')) &&
    /^(a|an)$/i.test(term.text) &&
    ROLES.test(at(index + 1)?.text ?? at(index + 2)?.text ?? '')
  ) {
    phrase = `being ${words(phraseFrom(clause, index))}`;
  } else if (subject && FEELINGS.has(term.text.toLowerCase())) {
    // "nervous about my driving test": the object of the feeling is the situation.
    const about = clause.findIndex((t, i) => i > index && /^(about|for|before|of)$/i.test(t.text));
    if (about > 0) phrase = ownedNounPhrase(phraseFrom(clause, about + 1));
  } else if (
    STATES.test(term.text) ||
    (subject && /^(starting|back|new|off|expecting|retiring|moving|leaving)$/i.test(term.text))
  ) {
    phrase = `being ${words(phraseFrom(clause, index))}`;
  } else if (
    subject &&
    (is(term, 'Determiner') ||
      is(term, 'Possessive') ||
      is(term, 'Adjective') ||
      is(term, 'Noun') ||
      is(term, 'Value')) &&
    !is(term, 'Pronoun')
  ) {
    // "I have a job interview at a bank", "I've got my finals": the thing itself.
    phrase = ownedNounPhrase(phraseFrom(clause, index));
  } else if (subject && (is(term, 'Negative') || /^(don't|can't|won't|didn't|never|not)$/i.test(term.text))) {
    // "I don't know how to join in" is a worry, not the situation.
    return null;
  } else if (subject && is(term, 'Verb')) {
    // "I want to finish my novel": the verb that carries the meaning follows the catenative.
    let verbIndex = index;
    while (CATENATIVES.test(at(verbIndex)?.text ?? '') || /^(to|keep|kept)$/i.test(at(verbIndex)?.text ?? ''))
      verbIndex++;
    const verb = at(verbIndex);
    if (verb && (is(verb, 'Verb') || is(verb, 'Gerund'))) {
      const rest = phraseFrom(clause, verbIndex + 1);
      phrase = [is(verb, 'Gerund') ? verb.text : gerund(verb.text), words(rest)].filter(Boolean).join(' ');
    }
  } else if (
    !subject &&
    (is(term, 'Noun') ||
      is(term, 'Adjective') ||
      is(term, 'Value') ||
      is(term, 'Possessive') ||
      is(term, 'Determiner'))
  ) {
    // A fragment that names the thing: "Second round of IVF starts next week", "Hard week after my dad's funeral".
    const nounPhrase: Term[] = [];
    for (let i = index; i < clause.length; i++) {
      const t = clause[i] as Term;
      const verb = (is(t, 'Verb') && !is(t, 'Gerund')) || VERBISH.test(t.text) || is(t, 'Copula');
      if ((verb && nounPhrase.length > 0) || CLAUSE_BREAKS.test(t.text)) break;
      nounPhrase.push(t);
    }
    const cut = phraseFrom(nounPhrase, 0);
    const role = cut.find((t) => is(t, 'Noun'));
    phrase =
      role && ROLES.test(role.text) && !is(cut[0], 'Possessive')
        ? `being ${/^(a|an)$/i.test(cut[0]?.text ?? '') ? '' : 'a '}${words(cut)}`
        : ownedNounPhrase(cut);
  }
  if (!phrase) return null;
  const said = tidy(toSecondPerson(phrase));
  const count = said.split(' ').length;
  return count >= 2 && count <= MAX_SITUATION_WORDS + 2 && readsAsNounPhrase(said) ? said : null;
}

/** "your second round of IVF" reads as a noun phrase; "your she", "your £14" and "your relapsed" don't. */
function readsAsNounPhrase(phrase: string): boolean {
  if (/\b(\w+) \1\b/i.test(phrase)) return false;
  const [first, second] = (nlp(phrase).json()[0]?.terms ?? []) as { text: string; tags: string[] }[];
  if (!first) return false;
  if (!/^(your|this|the)$/i.test(first.text)) return true;
  if (!second) return false;
  const tags = new Set(second.tags);
  if (tags.has('Pronoun') || /^(everyone|someone|anyone|nobody|everything|something)$/i.test(second.text))
    return false;
  if ((tags.has('Verb') && !tags.has('Gerund')) || /^[£$€\d]/.test(second.text)) return false;
  return tags.has('Noun') || tags.has('Adjective') || tags.has('Ordinal') || tags.has('Gerund');
}

function tidy(text: string): string {
  return text
    .replace(/\s+([,.;:!?'])/g, '$1')
    .replace(/[\s.,;:!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(\p{Lu})(?=\p{Ll})/u, (letter) => letter.toLowerCase());
}

/** The worry a clause names, said back as a clause with "you" as its subject; null when it names none. */
function worryIn(clause: Clause): string | null {
  if (!WORRY_WORDS.test(words(clause))) return null;
  // The worry starts where its subject does: "I", a feeling, or "feeling like…" inside the clause.
  for (let start = 0; start < clause.length; start++) {
    const first = clause[start] as Term;
    const rest = phraseFrom(clause, start + 1, MAX_WORRY_WORDS, true);
    let said: string | null = null;
    if (/^(I|I'm|I've|I'll|I'd)$/.test(first.text)) said = words([first, ...rest]);
    else if (
      is(first, 'Gerund') &&
      /^(feeling|worrying|panicking|struggling|dreading|failing|freezing)$/i.test(first.text)
    ) {
      const infinitive =
        (nlp(`I ${first.text} it`).verbs().conjugate()[0] as { Infinitive?: string } | undefined)
          ?.Infinitive ?? first.text.replace(/ing$/, '');
      said = `I ${infinitive} ${words(rest)}`;
    } else if (FEELINGS.has(first.text.toLowerCase())) said = `I'm ${words([first, ...rest])}`;
    if (!said || !WORRY_WORDS.test(said)) continue;
    const worry = tidy(toSecondPerson(said)).replace(/^You\b/, 'you');
    const count = worry.split(' ').length;
    if (count >= 3 && count <= MAX_WORRY_WORDS + 1) return worry;
  }
  return null;
}

/** A clause that only says how it feels ("so nervous!!", "help") tells nothing to say back. */
const tellsSomething = (clause: Clause) =>
  clause.length >= 4 ||
  clause.some((term) => (is(term, 'Noun') && !is(term, 'Pronoun')) || is(term, 'Gerund'));

/**
 * The person's own account, said back in the second person: their words from the first clause that
 * tells something, to the end of its sentence (at most MAX_TOLD_WORDS, cut where a phrase ends).
 */
function toldIn(all: readonly Clause[]): ContextReading['told'] {
  let clauses = all;
  const from = clauses.findIndex(tellsSomething);
  // A clause may open with the "and"/"but" that joined it to the one before; an account doesn't.
  const opening = clauses[from];
  if (opening && CLAUSE_BREAKS.test(opening[0]?.text ?? ''))
    clauses = [...clauses.slice(0, from), opening.slice(1), ...clauses.slice(from + 1)];
  if (from < 0) return null;
  const kept: Term[] = [];
  // A short first sentence ("Week 2 without fags.") continues into the next, joined with a semicolon.
  const enough = () =>
    kept.length >= MAX_TOLD_WORDS || (/[.!?]/.test(kept.at(-1)?.punct ?? '') && kept.length >= 10);
  for (const clause of clauses.slice(from)) {
    for (const term of clause) {
      const last = kept.at(-1);
      if (last && /[.!?]/.test(last.punct)) kept[kept.length - 1] = { ...last, punct: ';' };
      kept.push(term);
      if (enough()) break;
    }
    if (enough()) break;
  }
  const account = phraseFrom(kept, 0, MAX_TOLD_WORDS, true);
  if (account.length < 2) return null;
  const first = account[0] as Term;
  let lead = '';
  // Said back after "You told me": a sentence that starts without its subject gets one.
  if (/^(I|I'm|I've|I'll|I'd|we|we're|my|our)$/.test(first.text) || is(first, 'Pronoun')) lead = '';
  else if (FEELINGS.has(first.text.toLowerCase()) || STATES.test(first.text)) lead = "you're";
  else if (ROLES.test(first.text) && is(first, 'Noun')) lead = "you're a";
  else if (is(first, 'Adjective') && is(account[1], 'Noun')) {
    // "New mum with a baby": being one; "Social anxiety so bad I can't order": the person's own.
    const role = ROLES.test(account[1]?.text ?? '');
    return { about: tidy(toSecondPerson(`${role ? 'being a' : 'your'} ${words(account)}`)) };
  } else if (is(first, 'Gerund')) return { about: tidy(toSecondPerson(words(account))) };
  else if (is(first, 'Verb') || /^(can't|don't|won't|need|want|keep|have|got|just)$/i.test(first.text))
    lead = 'you';
  else if (is(first, 'Adjective') || is(first, 'Adverb')) lead = "you're";
  else if (
    is(first, 'Noun') &&
    is(first, 'Singular') &&
    !is(first, 'ProperNoun') &&
    !/^day$/i.test(first.text)
  ) {
    // "Neighbour keeps parking across my drive": a bare singular noun gets "the".
    const verb = account.some((term) => (is(term, 'Verb') && !is(term, 'Gerund')) || VERBISH.test(term.text));
    return verb
      ? { clause: tidy(toSecondPerson(`the ${words(account)}`)) }
      : { about: tidy(toSecondPerson(`your ${words(account)}`)) };
  } else if (!account.some((term) => (is(term, 'Verb') && !is(term, 'Gerund')) || VERBISH.test(term.text))) {
    return { about: tidy(toSecondPerson(words(account))) };
  }
  const said = tidy(toSecondPerson([lead, words(account)].filter(Boolean).join(' '))).replace(
    /^You\b/,
    'you',
  );
  return { clause: said };
}

/** Reads a context for the speech: what it tells, its situation, the worry it names, and its time. */
export function readContext(context: string): ContextReading {
  const text = repairApostrophes(context.replace(/\s+/g, ' ').trim());
  const clauses = clausesOf(text);
  let situation: string | null = null;
  let best = Number.NEGATIVE_INFINITY;
  let worry: string | null = null;
  for (const [index, clause] of clauses.entries()) {
    const candidate = situationIn(clause);
    // The clause naming the most things wins; an earlier one breaks a tie.
    // A clause that is a worry ("I freeze when they ask") names the fear, not the situation.
    const worried = WORRY_WORDS.test(words(clause));
    const score = candidate ? contentNouns(candidate) * 2 - index * 0.5 - (worried ? 3 : 0) : -1;
    if (candidate && score > best) {
      situation = candidate;
      best = score;
    }
  }
  for (const clause of clauses) {
    const found = worryIn(clause);
    if (found && found !== situation) {
      worry = found;
      break;
    }
  }
  return { told: toldIn(clauses), situation, worry, time: extractTime(context) };
}
