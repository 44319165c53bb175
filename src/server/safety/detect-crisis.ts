import type { CrisisKind } from './crisis-case';
import { CRISIS_THRESHOLDS, type CrisisThresholds, crisisProbability } from './crisis-classifier';
import { hasFrame, isOthers, isOwn, isPast } from './frame';
import { normaliseForSafety } from './normalise';
import { CHILD_ABUSE, GROOMING, YOUNG_PERSON } from './patterns/child-abuse';
import { COERCIVE_CONTROL } from './patterns/coercive-control';
import { DOUBT_SIGNS } from './patterns/doubt-signs';
import { EATING_DISORDER } from './patterns/eating-disorder';
import { HARM_TO_OTHERS } from './patterns/harm-to-others';
import { OTHER_LANGUAGES } from './patterns/other-languages';
import { OVERDOSE } from './patterns/overdose';
import { PASSIVE_AND_GOODBYE } from './patterns/passive-and-goodbye';
import { PLACES } from './patterns/places';
import { PLAN_OR_MEANS } from './patterns/plan-or-means';
import { RISKY_WORDS } from './patterns/risky-words';
import { SELF_HARM } from './patterns/self-harm';
import { SUICIDAL, WEAK } from './patterns/suicidal';
import { VIOLENCE_AT_HOME } from './patterns/violence-at-home';

/** Crisis: support instead of a speech. Uncertain: the speech, with a calm note above it. */
export type CrisisLevel = 'crisis' | 'uncertain' | 'none';
export type CrisisReading = {
  level: CrisisLevel;
  /** What it is about, most urgent first (for an uncertain reading, what it might be about). */
  kinds: CrisisKind[];
  /** The person says they are under 18: a young people's line leads. */
  young: boolean;
};

// Most urgent first: the answer leads with what the person needs soonest.
const PATTERNS: readonly (readonly [CrisisKind, readonly RegExp[]])[] = [
  ['overdose', OVERDOSE],
  ['harm_to_others', HARM_TO_OTHERS],
  ['plan_or_means', [...PLAN_OR_MEANS, ...PLACES]],
  ['suicidal', [...SUICIDAL, ...PASSIVE_AND_GOODBYE]],
  ['self_harm', SELF_HARM],
  ['eating_disorder', EATING_DISORDER],
  ['child_abuse', GROOMING],
  ['violence_at_home', VIOLENCE_AT_HOME],
  ['coercive_control', COERCIVE_CONTROL],
  ...OTHER_LANGUAGES.map(([kind, pattern]) => [kind, [pattern]] as const),
];
const URGENCY: readonly CrisisKind[] = [
  'overdose',
  'harm_to_others',
  'plan_or_means',
  'suicidal',
  'self_harm',
  'child_abuse',
  'eating_disorder',
  'violence_at_home',
  'coercive_control',
];
const byUrgency = (kinds: Iterable<CrisisKind>) =>
  [...new Set(kinds)].sort((a, b) => URGENCY.indexOf(a) - URGENCY.indexOf(b));

type Match = { kind: CrisisKind; own: boolean; others: boolean; past: boolean };

function matchesIn(normalised: string): Match[] {
  const found: Match[] = [];
  for (const [kind, patterns] of PATTERNS) {
    for (const pattern of patterns) {
      const match = pattern.exec(normalised);
      if (match)
        found.push({
          kind,
          own: isOwn(normalised, match.index, match[0]),
          others: isOthers(normalised, match.index, match[0]),
          past: isPast(normalised, match.index, match[0]),
        });
    }
  }
  return found;
}

/** Abuse at home or control, told by a young person, is child abuse: the child line leads. */
function withYoung(kinds: CrisisKind[], normalised: string, young: boolean): CrisisKind[] {
  if (!young) return kinds;
  const abuse =
    kinds.some((k) => k === 'violence_at_home' || k === 'coercive_control') ||
    CHILD_ABUSE.some((pattern) => pattern.test(normalised));
  return abuse ? byUrgency([...kinds, 'child_abuse']) : kinds;
}

/** The kind the classifier's word most likely means, from a few plain cues. */
function guessKind(normalised: string): CrisisKind {
  if (
    /\b(?:eat\w*|ate|food|meals?|fat|calories|cals|weigh\w*|\d+ ?kg|vomit\w*|throw up|threw up|purg\w*|binge\w*|laxativ\w*|starv\w*|comer|comida|manger|essen|mangiare)\b/.test(
      normalised,
    )
  )
    return 'eating_disorder';
  if (/\b(?:cut\w*|burn\w*|blade|razor|scars?)\b/.test(normalised)) return 'self_harm';
  return 'suicidal';
}

/**
 * How a person's words read, before any writer runs, on every free text a person gives us (a speech's
 * context, a mood note, a goal). Phrasings of every language are read, whatever the text was detected as.
 * A crisis phrasing of their own is crisis; the same words as a topic of work, study or fiction, a
 * classifier probability from the `uncertain` threshold up (the classifier alone never refuses a speech),
 * or a risky word with no crisis phrasing around it is uncertain. (The classifier and its thresholds are parameters for the evaluation's cross-validation.)
 */
export function assessCrisis(
  text: string,
  probabilityOf: (text: string) => number = crisisProbability,
  thresholds: CrisisThresholds = CRISIS_THRESHOLDS,
): CrisisReading {
  const normalised = normaliseForSafety(text);
  if (!/\p{L}/u.test(normalised)) return { level: 'none', kinds: [], young: false };
  const young = YOUNG_PERSON.test(normalised);
  const matches = matchesIn(normalised);
  // Unclaimed words are the writer's own unless the text frames work or fiction, or names them as another's.
  const own = matches.filter((m) => !m.past && (m.own || (!m.others && !hasFrame(normalised))));
  const youngAbused = young && CHILD_ABUSE.some((pattern) => pattern.test(normalised));
  const probability = probabilityOf(text);
  // A phrasing refuses the speech only when the classifier does not all but rule it out; when it does,
  // the two readers disagree, and doubt gets the note. A child describing abuse is always answered.
  const agreed = probability >= thresholds.agree;
  if (own.length > 0 || youngAbused)
    return {
      level: agreed || youngAbused ? 'crisis' : 'uncertain',
      kinds: withYoung(byUrgency(own.map((m) => m.kind)), normalised, young),
      young,
    };
  const topic = matches.map((m) => m.kind);
  const weak = WEAK.filter((pattern) => pattern.test(normalised)).length;
  if (weak >= 2 && agreed && !hasFrame(normalised)) return { level: 'crisis', kinds: ['suicidal'], young };
  // One word is too little for the classifier to doubt: "tired" alone is a mood, not a sign.
  const uncertain =
    topic.length > 0 ||
    (probability >= thresholds.uncertain && normalised.includes(' ')) ||
    weak > 0 ||
    RISKY_WORDS.some((pattern) => pattern.test(normalised)) ||
    DOUBT_SIGNS.some((pattern) => pattern.test(normalised));
  if (!uncertain) return { level: 'none', kinds: [], young };
  return {
    level: 'uncertain',
    kinds: topic.length > 0 ? byUrgency(topic) : [guessKind(normalised)],
    young,
  };
}

/**
 * The kinds of crisis the patterns find in a text, most urgent first, whoever the words are about. The
 * writer's own lines and an LLM's speech are checked with these alone: a speech never says them.
 */
export function crisisPatternsIn(text: string): CrisisKind[] {
  const normalised = normaliseForSafety(text);
  const found = byUrgency(matchesIn(normalised).map((m) => m.kind));
  if (found.length === 0 && WEAK.filter((pattern) => pattern.test(normalised)).length >= 2)
    found.push('suicidal');
  return found;
}

/** The kinds of crisis a person's words show, most urgent first; empty unless it reads as crisis. */
export function detectCrisis(text: string): CrisisKind[] {
  const reading = assessCrisis(text);
  return reading.level === 'crisis' ? reading.kinds : [];
}
