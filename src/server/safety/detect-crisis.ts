import type { CrisisKind } from './crisis-case';
import { CRISIS_THRESHOLD, crisisProbability } from './crisis-classifier';
import { normaliseForSafety } from './normalise';
import { OVERDOSE } from './patterns/overdose';
import { PLAN_OR_MEANS } from './patterns/plan-or-means';
import { SELF_HARM } from './patterns/self-harm';
import { SUICIDAL, WEAK } from './patterns/suicidal';
import { VIOLENCE_AT_HOME } from './patterns/violence-at-home';

// Most urgent first: the answer leads with what the person needs soonest.
const PATTERNS: readonly (readonly [CrisisKind, readonly RegExp[]])[] = [
  ['overdose', OVERDOSE],
  ['plan_or_means', PLAN_OR_MEANS],
  ['suicidal', SUICIDAL],
  ['self_harm', SELF_HARM],
  ['violence_at_home', VIOLENCE_AT_HOME],
];

/**
 * The kinds of crisis the patterns find in a text, most urgent first: a pattern of its kind is enough
 * alone, and two different weak phrasings together count as suicidal. (The writer's own lines and an
 * LLM's speech are checked with these alone: the classifier learned from what people write about
 * themselves, not from speeches.)
 */
export function crisisPatternsIn(text: string): CrisisKind[] {
  const normalised = normaliseForSafety(text);
  const found = PATTERNS.filter(([, patterns]) => patterns.some((pattern) => pattern.test(normalised))).map(
    ([kind]) => kind,
  );
  if (found.length === 0 && WEAK.filter((pattern) => pattern.test(normalised)).length >= 2)
    found.push('suicidal');
  return found;
}

/**
 * The kinds of crisis a person's words show, most urgent first; empty when there is none. Runs before
 * any writer, on every free text a person gives us (a speech's context, a mood note, a goal): the
 * patterns, and where they find nothing, the classifier's word that it is crisis language (counted as
 * suicidal, the most common and the one the lines answer).
 */
export function detectCrisis(text: string): CrisisKind[] {
  const found = crisisPatternsIn(text);
  if (found.length === 0 && crisisProbability(text) >= CRISIS_THRESHOLD) found.push('suicidal');
  return found;
}
