import type { z } from 'zod';
import type { personalisationInsights } from '../../common/api/wellbeing';
import {
  HELPFUL_ELEMENT_LABELS,
  HELPFUL_ELEMENTS,
  type PreferredLength,
  type PreferredTone,
  TONE_LABELS,
  TONES,
} from '../../common/enums';
import { learningStatus } from '../../common/learning-status';
import type { FeedbackSignal, LearnedPreferences } from './preferences-rule';

export const NO_FEEDBACK_MESSAGE = 'Rate your speeches and we will learn what works best for you.';

type ChangeRequest = Exclude<PreferredLength, 'perfect'> | Exclude<PreferredTone, 'same'>;
const REQUEST_LABELS: Record<ChangeRequest, string> = {
  shorter: 'Shorter speeches',
  longer: 'Longer speeches',
  more_energetic: 'More energy',
  calmer: 'A calmer tone',
  more_confident: 'More confidence',
  gentler: 'A gentler touch',
};
export const LOW_EFFECTIVENESS_AREA = 'More practical, effective content';
const LOW_EFFECTIVENESS = 3;

/** The highest-scoring key with a score above 0; ties go to the earlier key in `order`. */
function best<K extends string>(scores: Partial<Record<K, number>>, order: readonly K[]): K | null {
  let top: K | null = null;
  for (const key of order) if ((scores[key] ?? 0) > (top === null ? 0 : (scores[top] ?? 0))) top = key;
  return top;
}

/** The change asked for most often (ties: the most recent), else a hint when effectiveness runs low. */
export function improvementArea(signals: readonly FeedbackSignal[]): string | null {
  const counts = new Map<ChangeRequest, number>();
  for (const signal of signals) {
    for (const answer of [signal.preferredLength, signal.preferredTone]) {
      if (answer && Object.hasOwn(REQUEST_LABELS, answer)) {
        const request = answer as ChangeRequest;
        // Re-inserting moves the key to the end, so later entries are the more recent requests.
        const count = (counts.get(request) ?? 0) + 1;
        counts.delete(request);
        counts.set(request, count);
      }
    }
  }
  let top: [ChangeRequest, number] | null = null;
  for (const entry of counts) if (!top || entry[1] >= top[1]) top = entry;
  if (top) return REQUEST_LABELS[top[0]];
  const effectiveness = signals.reduce((sum, signal) => sum + signal.effectiveness, 0) / signals.length;
  return effectiveness < LOW_EFFECTIVENESS ? LOW_EFFECTIVENESS_AREA : null;
}

function personalityProfile(learned: LearnedPreferences): string {
  const tone = best(learned.preferredTones, TONES);
  const element = best(learned.effectiveElements, HELPFUL_ELEMENTS);
  const traits = [
    tone && `responds best to ${/^[aeiou]/.test(tone) ? 'an' : 'a'} ${tone} tone`,
    element && `values ${HELPFUL_ELEMENT_LABELS[element].toLowerCase()}`,
    learned.lengthBias <= -0.25 && 'likes speeches on the shorter side',
    learned.lengthBias >= 0.25 && 'likes speeches on the longer side',
  ].filter((trait): trait is string => typeof trait === 'string');
  if (traits.length === 0) return 'Still learning what works best for you.';
  const last = traits.pop();
  const sentence = traits.length > 0 ? `${traits.join(', ')} and ${last}` : `${last}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

export function buildInsights(
  learned: LearnedPreferences,
  signals: readonly FeedbackSignal[],
): z.output<typeof personalisationInsights> {
  if (learned.totalFeedbackCount === 0 || learned.avgRating === null) {
    return { hasData: false, message: NO_FEEDBACK_MESSAGE, avgRating: 0, totalFeedback: 0, insights: null };
  }
  const tone = best(learned.preferredTones, TONES);
  const element = best(learned.effectiveElements, HELPFUL_ELEMENTS);
  return {
    hasData: true,
    message: learningStatus(learned.avgRating, learned.totalFeedbackCount),
    avgRating: learned.avgRating,
    totalFeedback: learned.totalFeedbackCount,
    insights: {
      personalityProfile: personalityProfile(learned),
      topPerformingTone: tone && TONE_LABELS[tone],
      mostEffectiveElement: element && HELPFUL_ELEMENT_LABELS[element],
      improvementArea: improvementArea(signals),
    },
  };
}
