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
 * The kinds of crisis a person's words show, most urgent first; empty when there is none. Runs before
 * any writer, on every free text a person gives us (a speech's context, a mood note, a goal). A pattern
 * of its kind is enough alone; so are two different weak phrasings together, or the classifier's word
 * that it is crisis language (both counted as suicidal, the most common and the one the lines answer).
 */
export function detectCrisis(text: string): CrisisKind[] {
  const normalised = normaliseForSafety(text);
  const found = PATTERNS.filter(([, patterns]) => patterns.some((pattern) => pattern.test(normalised))).map(
    ([kind]) => kind,
  );
  if (found.length > 0) return found;
  const weak = WEAK.filter((pattern) => pattern.test(normalised)).length;
  if (weak >= 2 || crisisProbability(text) >= CRISIS_THRESHOLD) found.push('suicidal');
  return found;
}
