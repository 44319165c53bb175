import { type SupportAnswer, supportAnswer } from '../../common/support/support-answer';
import { detectCrisis } from './detect-crisis';

/**
 * Support in place of an answer when any of a person's texts shows crisis language; null otherwise.
 * Violence at home leads with the line for it unless something more urgent is also there.
 */
export function crisisSupport(
  texts: readonly (string | null | undefined)[],
  timeZone: string | null | undefined,
): SupportAnswer | null {
  const kinds = detectCrisis(texts.filter(Boolean).join('\n'));
  if (kinds.length === 0) return null;
  return supportAnswer(timeZone, kinds[0] === 'violence_at_home' ? 'violence' : 'self');
}
