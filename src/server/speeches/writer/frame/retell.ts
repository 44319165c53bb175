import { speechContent } from '../content/load-content';
import type { Retelling } from '../content/schema';
import { longestCopiedRun } from '../copied-run';
import { isCommonWord, isFirstName, isWord, readsAsName } from './name-after';
import { inWords, STARTS_WITH_NUMBER_WORD } from './number-words';
import { capitalise, plain, readsAsDay, says } from './read-words';

/** A sentence of theirs said back to them in the speech's voice. */
export type Retold = {
  text: string;
  /** It names how they feel ("You're excited but also terrified."). */
  feeling: boolean;
  /** It holds a number or a name, what makes it theirs. */
  particular: boolean;
  /** It tells something they did that counts for them ("You told your sponsor this morning."). */
  done: boolean;
};

/** Fewer words than this is not a sentence worth saying back; more reads as their message read out. */
const SHORTEST = 3;
const LONGEST = 18;
/** The share of a clause's words that must be English words for it to be said back. */
const ENGLISH_SHARE = 0.75;
/** The most of their words in a row a retold sentence keeps: a speech restates, it does not paste. */
const MOST_COPIED = 7;

type Token = { word: string; lower: string };
/** A clause, and whether it starts its sentence (only then may it have left out its "I"). */
type Clause = { tokens: Token[]; opens: boolean };

/**
 * The person's sentences, each said back in the speech's voice, in the order they wrote them: "I" and "we"
 * become "you" ("im scared it wont take" → "You're scared it won't take."), shorthand is spelled out
 * ("38 hrs logged" → "Thirty-eight hours logged."), fillers go, a sentence that left out its "I" gets it back, and
 * names and places typed in lower case get their capital. A sentence that speaks to the app, asks for
 * something, holds a word the speech never says back, or would not come out whole, is left out: the
 * speech says less rather than something broken. English only; `names` are the names the frame read.
 */
export function retell(context: string, names: readonly string[] = []): Retold[] {
  const rules = speechContent().retelling;
  const feelingCues = speechContent().shared.feelings.flatMap((feeling) => feeling.cues);
  const named = new Set(names.map((name) => name.toLowerCase()));
  const told: Retold[] = [];
  for (const sentence of sentencesOf(context)) {
    const lower = plain(sentence);
    if (rules.not_told.some((cue) => says(lower, cue)) || rules.unsaid.some((cue) => says(lower, cue)))
      continue;
    // A clause after the first keeps its sentence's subject: said back, it may only be the listener's.
    let yours = true;
    // What follows a fear in its sentence is the fear's ("im afraid my english goes and they think im
    // lying"): said back alone it would state it as fact. A "but" or "so" turns back to what is.
    let feared = false;
    for (const clause of clausesOf(tokensOf(sentence, rules), rules)) {
      const turns = /^(but|so|yet|though|still)$/.test(clause.tokens[0]?.lower ?? '');
      if (feared && !turns) continue;
      feared = clause.tokens.some((token) => rules.fears.includes(token.lower.replace(/\W+$/, '')));
      const retold = retellClause(clause.opens || yours ? clause : { ...clause, opens: false }, rules, named);
      yours = retold !== null && /^you/i.test(retold);
      const said = retold && inOwnOrder(retold, context);
      if (!said) continue;
      const words = plain(said);
      told.push({
        text: said,
        feeling: feelingCues.some((cue) => says(words, cue)),
        particular: /\d/.test(said) || hasName(said, rules),
        done:
          (/^(You|You've|You're) /.test(said) || STARTS_WITH_NUMBER_WORD.test(said)) &&
          rules.done_verbs.some((verb) => says(words, verb)) &&
          !rules.not_done.some((word) => says(words, word)),
      });
    }
  }
  return told;
}

/**
 * The sentence as it may be said: as it is when it keeps few enough of their words in a row, else with the
 * time it ends on put first ("Your dad has a triple bypass on Wednesday." → "On Wednesday, your dad has a
 * triple bypass."), which is how a speaker would say it anyway; null when neither will do.
 */
function inOwnOrder(sentence: string, context: string): string | null {
  if (longestCopiedRun(context, sentence) <= MOST_COPIED) return sentence;
  const timed = TRAILING_TIME.exec(sentence);
  if (!timed?.[1] || !timed[2]) return null;
  const [, said, time] = timed;
  // "…a bad landing from last week" cannot lose its time and keep its "from".
  if (/\b(?:from|since|until|till|by|before|after|of|to|for|than|about)$/i.test(said)) return null;
  // "…and visiting day is" cannot lose its time either.
  if (/\b(?:is|are|was|were|be|been|'s)$/i.test(said)) return null;
  // Nor past a second clause ("your boyfriend says you're overthinking it but the interview is"): the time
  // is only the last clause's.
  if (
    /\b(?:but|and|so|because|while) (?:you|you're|you've|he|she|they|it|the|your|his|her|their|we)\b/i.test(
      said,
    )
  )
    return null;
  // The sentence's first word keeps its capital only if it is a name ("Ellie starts…").
  const rest = /^(You|Your|The|A|An|This|That|It|He|She|They|Some|Every|All)\b/.test(said)
    ? `${said.charAt(0).toLowerCase()}${said.slice(1)}`
    : said;
  const fronted = `${time.charAt(0).toUpperCase()}${time.slice(1)}, ${rest}.`;
  return longestCopiedRun(context, fronted) <= MOST_COPIED ? fronted : null;
}

/** A sentence ending on when it happens: "… on Wednesday.", "… tomorrow morning.", "… next week.". */
const TRAILING_TIME =
  /^(.{12,}?) ((?:(?:on |this |next |last |by )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|yesterday)|on the \d{1,2}(?:st|nd|rd|th)|(?:this|next|last) (?:week|weekend|month))(?: (?:morning|afternoon|evening|night|at \d[\d.:]*(?:am|pm)?))?)\.$/i;

/**
 * Whether a sentence says when something is ("tomorrow", "on the 14th", "in 3 weeks"): written the day
 * before, it is wrong on the morning itself.
 */
export function saysWhen(sentence: string): boolean {
  const { times } = speechContent().retelling;
  const words = plain(sentence);
  return (
    times.some((time) => says(words, time)) ||
    /\b(\d+(st|nd|rd|th)|days?|weeks?|months?|years?|hours?)\b/.test(words)
  );
}

/** Laughter typed between two thoughts ends the first: "bought a one way ticket lol what have i done". */
const LAUGHTER = /(?<=\S)\s+(?:lol|lmao|lmfao|haha+|hehe|smh)\s+(?=\S)/gi;

/** Their sentences, without what they put in brackets or emoji; a question is dropped whole. */
function sentencesOf(context: string): string[] {
  return context
    .replace(/[’‘]/g, "'")
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, ' ')
    .replace(LAUGHTER, '. ')
    .split(/(?<=[.!?…;]+)(?!\d)\s*|\n+/)
    .filter((sentence) => sentence.trim() && !sentence.includes('?'));
}

/**
 * A clause without the "but" (and the "honestly" after it) it ended on where the next one began: "goal is
 * sub 4:30 but honestly | i just want to finish" would be said back as "Your goal is sub 4:30 but honestly."
 */
function withoutDanglingJoin(tokens: Token[]): Token[] {
  let end = tokens.length;
  while (end > 0 && /^(honestly|tbh|like|really|actually|also|then)$/.test(tokens[end - 1]?.lower ?? ''))
    end -= 1;
  if (end === 0 || !/^(but|and|so|or|because|cause|cuz|coz)$/.test(tokens[end - 1]?.lower ?? ''))
    return tokens;
  return tokens.slice(0, end - 1);
}

/**
 * A sentence's clauses: cut at commas and dashes, at "and" or "but" in a long one, before a time with a
 * verb after it that has no subject ("exam tmrw | cant sleep"), and before an "I" that nothing joins to
 * what went before ("i know how to do it | i just freeze").
 */
function clausesOf(tokens: Token[], rules: Retelling): Clause[] {
  const clauses: Clause[] = [];
  let current: Token[] = [];
  let opens = true;
  const close = (nextOpens: boolean) => {
    if (current.length > 0) clauses.push({ tokens: current, opens });
    current = [];
    opens = nextOpens;
  };
  tokens.forEach((token, at) => {
    const previous = tokens[at - 1];
    if (previous && current.length > 0) {
      if (/[,–—:-]$/.test(previous.word)) close(false);
      else if (rules.times.includes(previous.lower) && startsLeftOut(token, rules)) close(true);
      else if (
        /^(i|im|i'm|ive|i've|we|we're|he's|she's|they're|hes|shes|theyre)$/.test(token.lower) &&
        rules.run_on_after.includes(previous.lower) &&
        // "even though he's right here" goes on with its sentence
        !(/^(though|tho)$/.test(previous.lower) && tokens[at - 2]?.lower === 'even')
      )
        close(true);
    }
    current.push({ word: token.word.replace(/[,–—:-]+$/, ''), lower: token.lower.replace(/[,–—:-]+$/, '') });
  });
  close(false);
  return clauses.flatMap((clause) => {
    const words = withoutDanglingJoin(clause.tokens);
    const cut = words.findIndex(
      (word, at) => /^(and|but)$/.test(word.lower) && at >= SHORTEST && words.length - at > SHORTEST,
    );
    return words.length > LONGEST - 4 && cut > 0
      ? [
          { tokens: words.slice(0, cut), opens: clause.opens },
          { tokens: words.slice(cut), opens: false },
        ]
      : [{ ...clause, tokens: words }];
  });
}

/**
 * Whether a clause says something on its own: something happens or is ("38 hours logged"), not a note
 * or a list's leftover ("a ceilidh band", "60 of us", "540 to 610").
 */
function saysSomething(tokens: Token[], rules: Retelling): boolean {
  const notPast = speechContent().shared.moment_cues.not_past;
  const words = tokens.filter((token) => /^\p{L}/u.test(token.word));
  if (words.length < 2) return false;
  return tokens.some(
    (token) =>
      rules.verbs.includes(token.lower) ||
      /^(you|he|she|they|it|that|there|we)'(re|ve|s|ll|d)$/.test(token.lower) ||
      (/^[a-z]{3,}(ed|ing)$/.test(token.lower) &&
        !notPast.includes(token.lower) &&
        !rules.things_ending_ing.includes(token.lower)),
  );
}

const startsLeftOut = (token: Token, rules: Retelling) =>
  Object.values(rules.subjectless).some((starts) => starts.includes(token.lower)) &&
  !rules.determiners.includes(token.lower);

function retellClause(clause: Clause, rules: Retelling, named: ReadonlySet<string>): string | null {
  let tokens = clause.tokens.filter((token) => token.lower);
  // A clause starting "and", "but" or "so" starts fresh when said back on its own.
  while (tokens[0] && /^(and|but|then|also|plus)$/.test(tokens[0].lower)) tokens = tokens.slice(1);
  if (tokens[0]?.lower === 'so' && tokens[1] && rules.persons[tokens[1].lower]) tokens = tokens.slice(1);
  // A question typed without its mark ("how do i tell my boss") asks; it tells nothing to say back.
  const opening = plain(tokens.map((token) => token.lower).join(' '));
  if (rules.questions.some((question) => opening.startsWith(plain(question)))) return null;
  // "honestly sometimes i think she's right": the speech says it without their "honestly".
  while (tokens[0] && /^(honestly|literally|basically|seriously|genuinely)$/.test(tokens[0].lower))
    tokens = tokens.slice(1);
  // "which is humbling" leans on what went before, and "on the beach in cornwall" on what came before it.
  if (
    /^(which|who|whom|whose|whatever|whoever|however|wherever|on|in|at|for|with|after|before|from|to|about|by|of|especially|including|except|unlike|even)$/.test(
      tokens[0]?.lower ?? '',
    )
  )
    return null;
  // "dave cried a bit i think": the hedge at the end is theirs, not the speech's.
  if (
    tokens.length > 3 &&
    /^(think|guess|reckon|suppose)\W*$/.test(tokens.at(-1)?.lower ?? '') &&
    tokens.at(-2)?.lower === 'i'
  )
    tokens = tokens.slice(0, -2);
  // "my mom i think already knows": the hedge after whom it is about is theirs too.
  const hedge = tokens.findIndex(
    (token, at) =>
      at >= 2 &&
      token.lower === 'i' &&
      /^(think|guess|reckon|suppose)$/.test(tokens[at + 1]?.lower ?? '') &&
      rules.kin.includes(tokens[at - 1]?.lower ?? '') &&
      at + 2 < tokens.length,
  );
  if (hedge >= 0) tokens = [...tokens.slice(0, hedge), ...tokens.slice(hedge + 2)];
  // "the kids want it at my house like always and now | im dreading it": the joining words stay behind.
  while (tokens.length > 3 && /^(and|but|so|or|now)\W*$/.test(tokens.at(-1)?.lower ?? '')) {
    const last = tokens.at(-1)?.lower.replace(/\W+$/, '');
    if (last === 'now' && !/^(and|but|so)$/.test(tokens.at(-2)?.lower ?? '')) break;
    tokens = tokens.slice(0, -1);
  }
  // "three kids hit there", "we met there": where "there" is, the sentence before said; alone it is lost.
  if (
    tokens.some(
      (token, at) =>
        at > 0 &&
        token.lower === 'there' &&
        !/^(is|are|was|were|will|has|have|had)$/.test(tokens[at + 1]?.lower ?? ''),
    )
  )
    return null;
  // Words in another language the detector took for English ("38 heures de vol") are never said back.
  const letters = tokens.filter((token) => /^\p{L}+$/u.test(token.lower));
  if (letters.filter((token) => isWord(token.lower)).length < letters.length * ENGLISH_SHARE) return null;
  const said = withSubject(toSecondPerson(tokens, rules), clause.opens, rules);
  if (!said || said.length < SHORTEST || said.length > LONGEST || !saysSomething(said, rules)) return null;
  // "3 x 2 min rounds 75kg" is a note, not a sentence.
  const numbers = said.filter((token) => /^\d/.test(token.word));
  if (
    numbers.length > 2 ||
    said.some((token, at) => at > 0 && /^\d/.test(token.word) && /^\d/.test(said[at - 1]?.word ?? ''))
  )
    return null;
  const text = said
    .map((token, at) => spelled(token, said[at - 1], said[at + 1], rules, named))
    .join(' ')
    .replace(/\s+([,.;!])/g, '$1')
    // "cant eat cant sleep" → "can't eat, can't sleep".
    .replace(/\b((?:can't|don't|won't|couldn't) \w+) (?=(?:can't|don't|won't|couldn't)\b)/g, '$1, ')
    // "tomorrow 9am" → "tomorrow at 9am".
    .replace(
      /\b(today|tonight|tomorrow|morning|\w+day)( \d{1,2}(?:[.:]\d\d\s?(?:am|pm)?|\s?(?:am|pm)))\b/gi,
      '$1 at$2',
    );
  const spoken = text.replace(/^(\d{1,2})(?=[\s-])/, (number) => inWords(Number(number)));
  return `${spoken.charAt(0).toUpperCase()}${spoken.slice(1)}.`;
}

/** Words without their punctuation (a comma or dash kept to cut clauses at), fillers left out, shorthand
 * spelled out ("3x" → "3 times", "60hr" → "60-hour"), shouting said at an ordinary volume. */
function tokensOf(sentence: string, rules: Retelling): Token[] {
  const tokens: Token[] = [];
  const words = sentence
    .split(/\s+/)
    .map((word) => word.replace(/^["'“]+|["'”.!;…]+$/g, '').replace(/["'”.!;…]+(?=[,:])/g, ''));
  const loud = words.filter((word) => /^\p{Lu}{2,}$/u.test(word.replace(/[,–—:-]+$/, ''))).length;
  const shouted = loud >= 3 || loud * 2 >= words.length;
  words.forEach((word, at) => {
    const bare = word.replace(/[,–—:-]+$/, '');
    const mark = word.slice(bare.length);
    const lower = bare.toLowerCase();
    if (!bare || rules.fillers.includes(lower)) {
      // A filler's comma still ends its clause.
      const last = tokens.at(-1);
      if (mark && last) tokens[tokens.length - 1] = { word: last.word + mark, lower: last.lower + mark };
      return;
    }
    // "would of" is "would have".
    if (lower === 'of' && /^(would|could|should|must|might)$/i.test(words[at - 1] ?? '')) {
      tokens.push({ word: 'have', lower: 'have' });
      return;
    }
    // "like 5 of 6": a "like" before a number hedges it.
    if (lower === 'like' && /^\d/.test(words[at + 1] ?? '')) return;
    const times = /^(\d+)x$/.exec(lower);
    const hours = /^(\d+)(hr|hrs|hour|h)$/.exec(lower);
    const capitals = /^\p{Lu}{2,}$/u.test(bare);
    // "HR" typed in capitals is the acronym, never the "hr" of "1 hr".
    const acronym = capitals && rules.acronyms.some((known) => known.toLowerCase() === lower);
    // "on wed", "sat morning": a short weekday that is also a word, where it reads as a day.
    const day =
      readsAsDay(`${words[at - 1] ?? ''} `, ` ${words[at + 1] ?? ''}`) && rules.weekdays_when_timed[lower];
    const spelledOut =
      day ||
      (times
        ? `${times[1]} times`
        : hours
          ? `${hours[1]}-hour`
          : acronym
            ? undefined
            : rules.shorthand[lower]);
    // Shouting is said at an ordinary volume; in a sentence not shouted, a word in capitals that is no
    // common one is an acronym the speech keeps ("court tomorrow for the DUI").
    const as = capitals && (shouted || isCommonWord(lower)) ? lower : bare;
    const parts = spelledOut ? spelledOut.split(' ') : [as];
    parts.forEach((part, index) => {
      const end = index === parts.length - 1 ? mark : '';
      tokens.push({ word: part + end, lower: part.toLowerCase() + end });
    });
  });
  return tokens;
}

/** "I", "me", "my", "we", "our" → "you", "your"; "I am" → "you are". */
function toSecondPerson(tokens: Token[], rules: Retelling): Token[] {
  return tokens.map((token, at) => {
    const previous = tokens[at - 1]?.lower;
    const afterI = previous === 'i' || previous === 'we' ? rules.after_i[token.lower] : undefined;
    // "us" opening a sentence is the country ("us visa interview"), after a word it is "we".
    const swapped = afterI ?? (token.lower === 'us' && at === 0 ? undefined : rules.persons[token.lower]);
    return swapped ? { word: swapped, lower: swapped } : token;
  });
}

/** Words the speech adds, as tokens. */
const word = (text: string): Token[] => text.split(' ').map((part) => ({ word: part, lower: part }));

/**
 * A sentence that left out whose it is gets it back when it opens its sentence: "keep replaying it" →
 * "you keep replaying it", "instructor signed me off" → "your instructor signed you off". A sentence about
 * a thing that neither happens nor gives a time ("heart attack") is not said back, nor is a later clause
 * whose subject went before it: null.
 */
function withSubject(tokens: Token[], opens: boolean, rules: Retelling): Token[] | null {
  const first = tokens[0];
  if (!first) return null;
  const rest = [{ word: first.lower, lower: first.lower }, ...tokens.slice(1)];
  // "the spot where he taught us to fish": a thing and what happened there is no sentence of its own.
  const relative = tokens.findIndex((token) => /^(where|which)$/.test(token.lower));
  const firstVerb = tokens.findIndex(
    (token) => rules.verbs.includes(token.lower) || /^[a-z]{3,}ed$/.test(token.lower),
  );
  if (rules.determiners.includes(first.lower) && relative > 0 && relative < firstVerb) return null;
  const owned =
    /^you/.test(first.lower) ||
    // "they'll ask about it", "she's home": a sentence with its own subject.
    /^(he|she|they|it|there|someone|everyone|nobody)('(s|ll|re|ve|d))?$/.test(first.lower) ||
    // "sometimes you think she's right": an adverb before its subject.
    (/^(sometimes|often|usually|maybe|probably|now|then|really|actually|suddenly|finally|also|even)$/.test(
      first.lower,
    ) &&
      /^you('re|'ve|'ll|'d)?$/.test(tokens[1]?.lower ?? '')) ||
    rules.determiners.includes(first.lower) ||
    rules.capitalised.includes(first.lower) ||
    // "3 kids hit there" has its subject; "3rd driving test thurs" is a thing, theirs.
    (/^[\d£$€]/.test(first.word) && !/^\d+(st|nd|rd|th)$/i.test(first.word)) ||
    (/^\p{Lu}/u.test(first.word) && !isWord(first.lower)) ||
    // "canada refused my visa": a place that does something is no thing of theirs.
    (speechContent().places[first.lower] !== undefined &&
      (rules.verbs.includes(tokens[1]?.lower ?? '') || /^[a-z]{3,}ed$/.test(tokens[1]?.lower ?? '')));
  // "20 minute teams call", "three years of work": a count of something, its only verb a noun at the end.
  const verbsAt = tokens.flatMap((token, at) =>
    rules.verbs.includes(token.lower.replace(/\W+$/, '')) ? [at] : [],
  );
  const counted =
    /^[\d£$€]/.test(first.word) ||
    /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty)$/.test(first.lower);
  if (counted && verbsAt.length === 1 && verbsAt[0] === tokens.length - 1) return null;
  if (owned) return tokens;
  const notPast = speechContent().shared.moment_cues.not_past;
  const second = tokens[1]?.lower ?? '';
  const leftOut =
    rules.first_verbs[first.lower] !== undefined ||
    startsLeftOut(first, rules) ||
    /^[a-z]{3,}ed$/.test(first.lower) ||
    (/^[a-z]{3,}ing$/.test(first.lower) &&
      !rules.things_ending_ing.includes(first.lower) &&
      !rules.ing_things.includes(second));
  // "terrifying and amazing" says what it is like: "it's", whoever the sentence was about.
  if (rules.about_it.includes(first.lower)) return [...word("it's"), ...rest];
  // A later clause that left out its subject has the sentence's, which may not be the listener's.
  if (leftOut && !opens) return null;
  // "took me 3 years": what took them is "it"; "told me to rest" has someone else's subject, unsaid.
  if (second === 'you' && rules.subjectless.you.includes(first.lower))
    return /^(took|takes|cost|costs)$/.test(first.lower) ? [...word('it'), ...rest] : null;
  const verb = rules.first_verbs[first.lower];
  if (verb) return [...word(verb), ...tokens.slice(1)];
  // "only got serious at 35", "already sold one": an adverb before a past that left out its "I".
  if (
    /^(only|already|never|always|nearly|almost)$/.test(first.lower) &&
    (rules.subjectless.you.includes(second) || /^[a-z]{3,}ed$/.test(second))
  )
    return [...word('you'), ...rest];
  // "only 3 weeks left" is a count, not a thing of theirs.
  if (first.lower === 'only' && /^\d/.test(tokens[1]?.word ?? '')) return null;
  // "feels like…", "says…": someone else's verb, whose subject went unsaid.
  if (/s$/.test(first.lower) && rules.verbs.includes(first.lower)) return null;
  // "still going to work" is "you're still going", "still can't sleep" "you still can't"; "still 20 to go"
  // is no sentence.
  if (first.lower === 'still') {
    if (/ing$/.test(second)) return [...word("you're"), ...rest];
    if (!rules.verbs.includes(second) && !rules.subjectless.you.includes(second)) return null;
  }
  for (const [subject, starts] of Object.entries(rules.subjectless))
    if (starts.includes(first.lower)) return [...word(subject), ...rest];
  if (/^[a-z]{3,}ed$/.test(first.lower))
    return [...word(notPast.includes(first.lower) ? "you're" : 'you'), ...rest];
  if (
    /^[a-z]{3,}ing$/.test(first.lower) &&
    !rules.things_ending_ing.includes(first.lower) &&
    !rules.ing_things.includes(second)
  )
    return [...word("you're"), ...rest];
  // A thing, then: "your" it if something happens to it; alone, only with its time.
  // "meeting with HR on monday to talk about it": a verb after "to" is what the thing is for, not what happens.
  const happens = tokens.some(
    (token, at) =>
      tokens[at - 1]?.lower !== 'to' &&
      (rules.verbs.includes(token.lower) ||
        (/^[a-z]{3,}ed$/.test(token.lower) && !notPast.includes(token.lower))),
  );
  // A verb with its subject left out that no rule above gives back ("and tell my wife") is no sentence.
  if (rules.verbs.includes(first.lower)) return null;
  // "zero sleep but im so in love": a thing said before their own sentence is a fragment of a list.
  if (
    tokens.some(
      (token, index) =>
        /^you('re|'ve)?$/.test(token.lower) && /^(but|and|so)$/.test(tokens[index - 1]?.lower ?? ''),
    )
  )
    return null;
  // "first in my family to go to uni" → "you're the first in your family…".
  if (
    /^(first|only|last|youngest|oldest)$/.test(first.lower) &&
    /^(in|of|to|one|person)$/.test(second) &&
    !tokens.some((token) => /^(is|are|was|were)$/.test(token.lower))
  )
    return [...word("you're the"), ...rest];
  // "first time since i was 19 ive managed a month" has a sentence of its own inside: "it's the first time…".
  if (
    /^(first|last|only)$/.test(first.lower) &&
    second === 'time' &&
    tokens
      .slice(2)
      .some((token) => /^(you|you've|you're|he|she|they|we|he's|she's|they've|we've)$/.test(token.lower))
  )
    return [...word("it's the"), ...rest];
  // "first time playing my own songs live" → "it's your first time playing…".
  if (
    /^(first|last)$/.test(first.lower) &&
    second === 'time' &&
    /^[a-z]{3,}ing$/.test(tokens[2]?.lower ?? '') &&
    // "first time flying alone tomorrow" is a thing at its time, below.
    !tokens.some((token) => rules.times.includes(token.lower))
  )
    return [...word("it's your"), ...rest];
  // "first time he's ever been": a thing of someone else's in the sentence is "the", unless it is kin.
  const theirs =
    !rules.kin.includes(first.lower) &&
    tokens.some((token) => /^(he|she|they|he's|she's|they're|his|her|their)$/.test(token.lower));
  const owner = word(rules.not_yours.includes(first.lower) || theirs ? 'the' : 'your');
  const noted = withVerbNoted(rest, rules);
  if (noted) return [...owner, ...noted];
  if (happens) return [...owner, ...rest];
  // Alone with its time, it is when it is: "interview at deloitte tmrw 9am" → "your interview at Deloitte
  // is tomorrow 9am".
  const at = rest.findIndex(
    (token, index) =>
      index > 0 &&
      ((rules.times.includes(token.lower) && !/^(last|since|ago)$/.test(token.lower)) ||
        (token.lower === 'on' && /^(the|\w+day)$/.test(rest[index + 1]?.lower ?? ''))),
  );
  // Only straight after the thing it names ("every evening" is no time of its own), in a short sentence.
  if (
    at < 0 ||
    rest.length > 10 ||
    rules.determiners.includes(rest[at - 1]?.lower ?? '') ||
    // "first week with my foster son" counts weeks; it does not say when.
    /^(every|all|each|first|second|third|last|final|whole|one|another)$/.test(rest[at - 1]?.lower ?? '') ||
    // "on 3rd june" is one date, not a thing that is in June.
    /^\d+(st|nd|rd|th)$/.test(rest[at - 1]?.lower ?? '')
  )
    return null;
  const last = rest[at - 1]?.lower ?? '';
  // "emergency placement arriving tonight": the thing is arriving, tonight.
  const doing = /^[a-z]{3,}ing$/.test(last) && !rules.things_ending_ing.includes(last) ? 1 : 0;
  const thing = rest[at - 1 - doing]?.lower ?? '';
  const plural = /s$/.test(thing) && !/ss$/.test(thing);
  // After one person, a word in -s is what they do: "husband deploys friday" → "your husband deploys Friday".
  if (plural && rules.kin.includes(rest[at - 2]?.lower ?? '')) return [...owner, ...rest];
  const verbAt = at - doing;
  // "home from uni for reading week": a thing ending on "for" is no thing that is at a time.
  if (
    /^(for|from|of|to|in|at|on|with|by|after|before|during|until|since|over)$/.test(
      rest[verbAt - 1]?.lower ?? '',
    )
  )
    return null;
  return [...owner, ...rest.slice(0, verbAt), ...word(plural ? 'are' : 'is'), ...rest.slice(verbAt)];
}

/**
 * A note that left out its verb, said whole: "visa approved" → "visa has been approved", "laptop collected
 * the next day" → "laptop was collected…", "partner back at work" → "partner is back…", "longest run 20
 * miles" → "longest run was 20 miles". Null when it is no such note.
 */
function withVerbNoted(rest: Token[], rules: Retelling): Token[] | null {
  const first = rest[0]?.lower ?? '';
  const second = rest[1]?.lower ?? '';
  if (rules.kin.includes(first) && /^(back|home)$/.test(second))
    return [rest[0] as Token, ...word('is'), ...rest.slice(1)];
  // A best or longest, with its measure.
  const measure =
    /^\d+(?:k|km|kg|mi)?$/.test(rest[2]?.lower ?? '') &&
    /^(miles?|km|k|kg|lbs?|hours?|hrs?|minutes?|mins?|pages?|words?|days?|weeks?|kms?)?$/.test(
      rest[3]?.lower ?? '',
    );
  if (/^[a-z]+est$/.test(first) && measure) return [...rest.slice(0, 2), ...word('was'), ...rest.slice(2)];
  // What was done to a thing, straight after it (one or two words), with nobody it was done to after.
  const done = rest.findIndex((token, at) => at >= 1 && at <= 2 && rules.done_to.includes(token.lower));
  if (done < 0 || rules.kin.includes(first)) return null;
  const before = rest.slice(0, done);
  if (
    before.some(
      (token) =>
        rules.verbs.includes(token.lower) ||
        /^[a-z]{3,}ed$/.test(token.lower) ||
        /^(already|just|finally|still|also|only|never|ever|first|last|new)$/.test(token.lower),
    )
  )
    return null;
  // Only alone or before when or where: "sold one", "paid commission" are no notes of what was done to it.
  const after = rest[done + 1]?.lower;
  if (after !== undefined && !/^(for|on|at|by|in|the|this|next|yesterday|today|tomorrow|last)$/.test(after))
    return null;
  const thing = rest[done - 1]?.lower ?? '';
  const plural = /s$/.test(thing) && !/ss$/.test(thing);
  const past = rest
    .slice(done + 1)
    .some((token) => /^(yesterday|ago|last|day|week|month)$/.test(token.lower));
  const verb = past ? (plural ? 'were' : 'was') : plural ? 'have been' : 'has been';
  return [...before, ...word(verb), ...rest.slice(done)];
}

/** A word as the speech writes it: months, acronyms, "my cousins wedding" as "your cousin's wedding",
 * and a name or a place typed in lower case with its capital. */
function spelled(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
  rules: Retelling,
  named: ReadonlySet<string>,
): string {
  const { places } = speechContent();
  const place = places[token.lower];
  if (place) return place;
  const month =
    rules.month_words.includes(token.lower) &&
    previous !== undefined &&
    (rules.month_before.includes(previous.lower) || /^\d/.test(previous.word));
  if (
    month ||
    rules.capitalised.includes(token.lower) ||
    rules.capitalised.includes(token.lower.replace(/s$/, ''))
  )
    return capitalise(token.lower);
  const acronym = rules.acronyms.find((spelling) => spelling.toLowerCase() === token.lower);
  if (acronym) return acronym;
  const kin = token.lower.replace(/s$/, '');
  if (
    token.lower.endsWith('s') &&
    rules.kin.includes(kin) &&
    /^(your|his|her|their)$/.test(previous?.lower ?? '') &&
    next &&
    /^\p{L}/u.test(next.word) &&
    ((!rules.verbs.includes(next.lower) && !rules.determiners.includes(next.lower)) ||
      // "my mums in hospital": one parent or partner is where they are ("your mum's in hospital").
      (/^(in|at|home|back)$/.test(next.lower) && rules.one_of.includes(kin)))
  )
    return `${kin}'s`;
  if (token.word !== token.lower || !/^\p{Ll}{3,}$/u.test(token.lower)) return token.word;
  const name =
    named.has(token.lower) ||
    // "my partner sam": a first name right after who they are, unless it is a verb ("my son will").
    (previous !== undefined &&
      rules.kin.includes(previous.lower) &&
      isFirstName(token.lower) &&
      !rules.verbs.includes(token.lower)) ||
    (isFirstName(token.lower) && readsAsName(token.lower)) ||
    (previous !== undefined && rules.place_before.includes(previous.lower) && !isWord(token.lower));
  return name ? capitalise(token.lower) : token.word;
}

/** A name or a place past the first word: a capital no rule gave it (a day, a month, "I"). */
const hasName = (sentence: string, rules: Retelling) =>
  sentence
    .split(/\s+/)
    .slice(1)
    .some(
      (word) =>
        /^\p{Lu}\p{Ll}/u.test(word) &&
        !rules.capitalised.includes(
          word
            .toLowerCase()
            .replace(/[^\p{L}]+$/u, '')
            .replace(/s$/, ''),
        ) &&
        !rules.month_words.includes(word.toLowerCase().replace(/[^\p{L}]+$/u, '')),
    );
