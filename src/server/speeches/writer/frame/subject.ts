import type { SharedContent, Subject } from '../content/schema';
import { escapeRegExp, plain } from './read-words';
import { clausesOf } from './time-phrase';

// Whose situation it is: the person's own, or the one living it whom they name. People open on whose it is
// ("my son has his gcses monday", "mums dementia is getting worse", "i coach an u12 team"), and a death
// belongs to whoever is named beside it ("we lost our son", "nans funeral is tomorrow"). Someone named
// first who is part of the person's own story is not whose it is: "my boss picks apart everything i do",
// "my boyfriend dumped me". The words are shared.yaml's `subjects`.

type Words = SharedContent['subjects'];
/** Someone else whose situation it is, the word that named them, and whether it is their death. */
export type SubjectReading = { subject: Exclude<Subject, 'self'>; word: string; death: boolean } | null;

type Patterns = {
  /** A clause that opens on someone: (openers) my/our (up to two words) role, or a family word alone. */
  opening: RegExp;
  /** Someone named beside a word that says a death: a few words before it ("my dad died", "my cat put to
   * sleep") or just after it ("the eulogy for my best mate", "nans funeral"). */
  mourned: RegExp;
  /** Someone named right after a word that says a death ("lost our son"). */
  lost: RegExp | null;
  leads: RegExp | null;
  selfWord: RegExp;
  roleOf: Map<string, Exclude<Subject, 'self'>>;
};

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => plain(word).trim().split(' ').map(escapeRegExp).join(' '))
    .join('|');

const compiled = new WeakMap<Words, Patterns>();

function patterns(words: Words): Patterns {
  const cached = compiled.get(words);
  if (cached) return cached;
  const roleOf = new Map<string, Exclude<Subject, 'self'>>();
  for (const [role, list] of Object.entries(words.roles) as [Exclude<Subject, 'self'>, string[]][])
    for (const word of list) if (!roleOf.has(plain(word).trim())) roleOf.set(plain(word).trim(), role);
  const roles = alternation([...roleOf.keys()]);
  const alone = alternation(words.alone);
  const openers = alternation(words.openers);
  // A role word, its plural or possessive ("mums", "sons"), never the start of a longer word.
  const role = `(${roles})s?(?= )`;
  const lone = `(${alone})s?(?= (?!of ))`;
  const named = `(?:(?:my|our|his|her|a|an) (?:[a-z0-9]+ ){0,2}?${role}|${lone})`;
  const death = `(?:${alternation(words.death)})`;
  // A death said around the one named: "put my dog biscuit down", "put our cat to sleep".
  const around = words.death
    .map((phrase) => plain(phrase).trim().split(' '))
    .filter((parts) => parts.length > 1 && parts[0] === 'put')
    .map(([head, ...tail]) => `${head} ${named} (?:[a-z0-9]+ ){0,2}?${tail.map(escapeRegExp).join(' ')}`);
  const made: Patterns = {
    opening: new RegExp(`^ (?:(?:${openers}) )*(?:(?:my|our) (?:[a-z0-9]+ ){0,2}?${role}|${lone})`),
    mourned: new RegExp(
      ` (?:${named} (?:[a-z0-9]+ ){0,4}?${death}|${death} (?:[a-z0-9]+ ){0,3}?${named}${around.map((phrase) => `|${phrase}`).join('')})(?= )`,
    ),
    lost:
      words.death_before.length > 0
        ? new RegExp(` (?:${alternation(words.death_before)}) (?:my|our|his|her) (?:[a-z0-9]+ ){0,2}?${role}`)
        : null,
    leads:
      words.leads.length > 0 ? new RegExp(`^ (?:(?:${openers}) )*(?:${alternation(words.leads)}) `) : null,
    selfWord: new RegExp(
      ` ${words.told.length > 0 ? `(?<!(?:${alternation(words.told)}) )` : ''}(?:${alternation(words.self_words)})(?= )`,
    ),
    roleOf,
  };
  compiled.set(words, made);
  return made;
}

function found(match: RegExpExecArray | null, roleOf: Patterns['roleOf'], death = false): SubjectReading {
  const word = match?.slice(1).find(Boolean);
  const subject = word ? roleOf.get(word) : undefined;
  return word && subject ? { subject, word, death } : null;
}

/** Someone else whose situation the words are about, or null when it is the person's own. */
export function readSubject(text: string, words: Words): SubjectReading {
  const made = patterns(words);
  const firstSentence = /^[^.!?\n]*/.exec(text)?.[0] ?? text;
  const clauses = clausesOf(firstSentence)
    .map(plain)
    .filter((clause) => clause.trim().length > 0);
  // A death named in the first sentence is whose it is, whoever is named beside it.
  for (const clause of clauses) {
    const lost = made.lost ? found(made.lost.exec(clause), made.roleOf, true) : null;
    if (lost) return lost;
    const mourned = found(made.mourned.exec(clause), made.roleOf, true);
    if (mourned) return mourned;
  }
  const [first, next = ''] = clauses;
  if (!first) return null;
  if (made.leads?.test(first)) return { subject: 'team', word: 'team', death: false };
  const opening = made.opening.exec(first);
  const someone = found(opening, made.roleOf);
  if (!someone || !opening) return null;
  // Someone named first with the person in it too ("my boyfriend dumped me", "my husband and i") is the
  // person's own story.
  const rest = ` ${first.slice(opening.index + opening[0].length)}`;
  const together = rest.trim() === '' && made.selfWord.test(` ${next.trim().split(' ')[0] ?? ''} `);
  return made.selfWord.test(rest) || together ? null : someone;
}
