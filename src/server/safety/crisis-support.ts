import {
  type SupportAnswer,
  type SupportFocus,
  supportAnswer,
  supportNote,
} from '../../common/support/support-answer';
import { detectLanguage } from '../language/detect-language';
import type { CrisisKind } from './crisis-case';
import { assessCrisis, type CrisisLevel, type CrisisReading } from './detect-crisis';
import type { SecondOpinion } from './second-opinion';

/**
 * What the screen decided for a person's texts: support in place of an answer (crisis), a note beside it
 * (the middle band), or neither.
 */
export type SafetyScreen =
  | { level: 'crisis'; support: SupportAnswer }
  | { level: 'uncertain'; note: SupportAnswer }
  | { level: 'none' };

const focusFor = (kinds: readonly CrisisKind[], young: boolean): SupportFocus => {
  if (young || kinds[0] === 'child_abuse') return 'child';
  switch (kinds[0]) {
    case 'eating_disorder':
      return 'eating';
    case 'violence_at_home':
    case 'coercive_control':
      return 'violence';
    case 'harm_to_others':
      return 'others';
    default:
      return 'self';
  }
};

const STRENGTH: Record<CrisisLevel, number> = { none: 0, uncertain: 1, crisis: 2 };

function answerFor(reading: CrisisReading, text: string, timeZone: string | null | undefined): SafetyScreen {
  if (reading.level === 'none') return { level: 'none' };
  const focus = focusFor(reading.kinds, reading.young);
  // The language chooses the message; detection ran over every language's phrasings regardless.
  const language = detectLanguage(text);
  return reading.level === 'crisis'
    ? { level: 'crisis', support: supportAnswer(timeZone, focus, language) }
    : { level: 'uncertain', note: supportNote(timeZone, focus, language) };
}

const joined = (texts: readonly (string | null | undefined)[]) => texts.filter(Boolean).join('\n');

/** The local screen alone: crisis phrasings, the classifier, the middle band. */
export function screenTexts(
  texts: readonly (string | null | undefined)[],
  timeZone: string | null | undefined,
): SafetyScreen {
  const text = joined(texts);
  return answerFor(assessCrisis(text), text, timeZone);
}

/**
 * The local screen and, when an LLM is configured, its second opinion, asked at the same time; the
 * stronger answer wins (crisis over uncertain over none). A second opinion that fails or is late changes
 * nothing: the local answer stands.
 */
export async function screenTextsWithSecondOpinion(
  texts: readonly (string | null | undefined)[],
  timeZone: string | null | undefined,
  secondOpinion: SecondOpinion | null | undefined,
): Promise<SafetyScreen> {
  const text = joined(texts);
  if (!text.trim()) return { level: 'none' };
  const remote = secondOpinion ? secondOpinion.classify(text) : Promise.resolve(null);
  const local = assessCrisis(text);
  if (local.level === 'crisis') return answerFor(local, text, timeZone);
  const other = await remote;
  if (!other || STRENGTH[other] <= STRENGTH[local.level]) return answerFor(local, text, timeZone);
  return answerFor(
    { level: other, kinds: local.kinds.length > 0 ? local.kinds : ['suicidal'], young: local.young },
    text,
    timeZone,
  );
}

/** Support in place of an answer when any of a person's texts shows crisis language; null otherwise. */
export function crisisSupport(
  texts: readonly (string | null | undefined)[],
  timeZone: string | null | undefined,
): SupportAnswer | null {
  const screen = screenTexts(texts, timeZone);
  return screen.level === 'crisis' ? screen.support : null;
}
