import type { z } from 'zod';
import type { personalisationInsights } from '../../common/api/wellbeing';
import {
  HELPFUL_ELEMENT_LABELS,
  HELPFUL_ELEMENTS,
  type HelpfulElement,
  type PreferredLength,
  type PreferredTone,
  TONE_LABELS,
  TONES,
  type Tone,
} from '../../common/enums';
import { learningStatus, RATINGS_TO_LEARN } from '../../common/learning-status';
import type { FeedbackSignal, LearnedPreferences } from './preferences-rule';

export const NO_FEEDBACK_MESSAGE = 'Rate your speeches and we will learn what works best for you.';
export const STILL_LEARNING = 'Still learning what works best for you.';

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

/** A difference in mean stars between tones that counts as one. */
const MIN_RATING_GAP = 1;
const isTone = (value: string): value is Tone => (TONES as readonly string[]).includes(value);
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The tone whose speeches the person rates higher than the others', or null until at least 3 ratings
 * over two or more tones show it by a star or more: one rating, or speeches all in one tone, say nothing
 * about what works best.
 */
function standoutTone(signals: readonly FeedbackSignal[]): Tone | null {
  const ratings = new Map<Tone, number[]>();
  for (const signal of signals) {
    if (isTone(signal.speechTone))
      ratings.set(signal.speechTone, [...(ratings.get(signal.speechTone) ?? []), signal.rating]);
  }
  const counted = [...ratings.values()].reduce((sum, list) => sum + list.length, 0);
  if (counted < RATINGS_TO_LEARN || ratings.size < 2) return null;
  const [first, second] = [...ratings]
    .map(([tone, list]) => ({ tone, mean: mean(list) }))
    .sort((a, b) => b.mean - a.mean);
  return first && second && first.mean - second.mean >= MIN_RATING_GAP ? first.tone : null;
}

/**
 * The element said to help most often, or null until at least 3 ratings show one ahead of the rest: ticked
 * on two or more of them, and more often than any other.
 */
function standoutElement(signals: readonly FeedbackSignal[]): HelpfulElement | null {
  if (signals.length < RATINGS_TO_LEARN) return null;
  const ticks = HELPFUL_ELEMENTS.map((element) => ({
    element,
    count: signals.filter((signal) => signal.helpfulElements?.includes(element)).length,
  })).sort((a, b) => b.count - a.count);
  const [first, second] = ticks;
  return first && first.count >= 2 && first.count > (second?.count ?? 0) ? first.element : null;
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

/** What the ratings show so far, worded as tendencies; nothing until enough ratings show it. */
function personalityProfile(
  learned: LearnedPreferences,
  tone: Tone | null,
  element: HelpfulElement | null,
): string {
  const enough = learned.totalFeedbackCount >= RATINGS_TO_LEARN;
  const traits = [
    tone && `tends to rate ${tone} speeches higher`,
    element && `often finds ${HELPFUL_ELEMENT_LABELS[element].toLowerCase()} helpful`,
    enough && learned.lengthBias <= -0.25 && 'tends to prefer shorter speeches',
    enough && learned.lengthBias >= 0.25 && 'tends to prefer longer speeches',
  ].filter((trait): trait is string => typeof trait === 'string');
  if (traits.length === 0) return STILL_LEARNING;
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
  const tone = standoutTone(signals);
  const element = standoutElement(signals);
  return {
    hasData: true,
    message: learningStatus(learned.avgRating, learned.totalFeedbackCount),
    avgRating: learned.avgRating,
    totalFeedback: learned.totalFeedbackCount,
    insights: {
      personalityProfile: personalityProfile(learned, tone, element),
      topPerformingTone: tone && TONE_LABELS[tone],
      mostEffectiveElement: element && HELPFUL_ELEMENT_LABELS[element],
      improvementArea: improvementArea(signals),
    },
  };
}
