import {
  DURATIONS,
  type Duration,
  HELPFUL_ELEMENTS,
  type HelpfulElement,
  type PreferredTone,
  TONES,
  type Tone,
} from '../../common/enums';
import { avoidancePhrases } from './avoidance-phrases';

// The learning rule (README, "How Uplift learns from feedback"): every value is recomputed from all of a user's feedback rows,
// so updating one feedback replaces its old answer instead of adding to it.

/** One feedback row and the speech it rated, as the rule reads it. */
export type FeedbackSignal = {
  rating: number;
  effectiveness: number;
  preferredLength: string | null;
  preferredTone: string | null;
  helpfulElements: readonly string[] | null;
  improvementSuggestions: string | null;
  /** The rated speech's tone and chosen length (speeches.tone, speeches.length). */
  speechTone: string;
  speechLength: string | null;
};

export type LearnedPreferences = {
  /** 0..1 per tone: how well speeches in that tone went, with tone requests folded in. */
  preferredTones: Record<Tone, number>;
  /** The length to suggest: the usual length of rated speeches, one step over when the votes are clear. */
  preferredLength: Duration;
  /** -1 (shorter) … +1 (longer): where to land inside a duration's word range. */
  lengthBias: number;
  /** 0..1 per element ticked at least once: 1 means ticked on every feedback at effectiveness 5. */
  effectiveElements: Partial<Record<HelpfulElement, number>>;
  /** Mean rating as a percentage (rating / 5 × 100), one decimal; null before any feedback. */
  avgRating: number | null;
  totalFeedbackCount: number;
};

/** Each step back in time counts this much of the step after it: the newest feedback weighs 1. */
export const RECENCY_DECAY = 0.7;
/** What a tone request ('calmer', 'same', …) adds to the tone it asks for. */
const TONE_REQUEST_CREDIT = 0.5;
/** How far the top tone must lead the next one, and after how many feedbacks, before the writer uses it. */
const TONE_LEAD_MARGIN = 0.1;
const MIN_FEEDBACK_FOR_TONE = 2;
/** A net length vote at least this strong moves the suggested length one step. */
const LENGTH_STEP_THRESHOLD = 0.5;
const MAX_AVOIDANCE_PATTERNS = 10;

const TONE_REQUESTS: Record<Exclude<PreferredTone, 'same'>, Tone> = {
  more_energetic: 'energetic',
  calmer: 'gentle',
  more_confident: 'confident',
  gentler: 'gentle',
};
const LENGTH_VOTES = new Map<string, number>([
  ['shorter', -1],
  ['perfect', 0],
  ['longer', 1],
]);

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const isTone = (value: string): value is Tone => (TONES as readonly string[]).includes(value);
const isElement = (value: string): value is HelpfulElement =>
  (HELPFUL_ELEMENTS as readonly string[]).includes(value);

/** Weights for signals ordered oldest → newest: the newest is 1, each older one 0.7 × the next. */
export function recencyWeights(count: number): number[] {
  return Array.from({ length: count }, (_, index) => RECENCY_DECAY ** (count - 1 - index));
}

/** A weighted mean, or `fallback` when there is nothing to average. */
function weightedMean(values: readonly { value: number; weight: number }[], fallback: number): number {
  const total = values.reduce((sum, item) => sum + item.weight, 0);
  return total > 0 ? values.reduce((sum, item) => sum + item.value * item.weight, 0) / total : fallback;
}

function requestedTone(request: string | null, own: Tone | null): Tone | null {
  if (request === 'same') return own;
  if (request === null || !Object.hasOwn(TONE_REQUESTS, request)) return null;
  return TONE_REQUESTS[request as keyof typeof TONE_REQUESTS];
}

/** What one feedback says about each tone, 0..1. */
export function toneCredits(signal: FeedbackSignal): Partial<Record<Tone, number>> {
  const rated = (signal.rating - 1) / 4;
  const own = isTone(signal.speechTone) ? signal.speechTone : null;
  const wanted = requestedTone(signal.preferredTone, own);
  if (!wanted) return own ? { [own]: rated } : {};
  if (wanted === own) return { [own]: Math.min(1, rated + TONE_REQUEST_CREDIT) };
  // Liked it but asked for another tone: the speech's own tone keeps only half the credit.
  return { ...(own ? { [own]: rated / 2 } : {}), [wanted]: TONE_REQUEST_CREDIT };
}

export function toneScores(signals: readonly FeedbackSignal[]): Record<Tone, number> {
  const weights = recencyWeights(signals.length);
  const credits = signals.map(toneCredits);
  const scores = {} as Record<Tone, number>;
  for (const tone of TONES) {
    const values = credits.map((credit, index) => ({
      value: credit[tone] ?? 0,
      weight: weights[index] ?? 0,
    }));
    scores[tone] = round(weightedMean(values, 0), 3);
  }
  return scores;
}

/** The recency-weighted mean of the length votes (shorter −1, perfect 0, longer +1); 0 with no votes. */
export function lengthBias(signals: readonly FeedbackSignal[]): number {
  const weights = recencyWeights(signals.length);
  const votes = signals.flatMap((signal, index) => {
    const vote = LENGTH_VOTES.get(signal.preferredLength ?? '');
    return vote === undefined ? [] : [{ value: vote, weight: weights[index] ?? 0 }];
  });
  return round(weightedMean(votes, 0), 3);
}

export function preferredDuration(signals: readonly FeedbackSignal[], bias: number): Duration {
  const weights = recencyWeights(signals.length);
  const lengths = signals.flatMap((signal, index) => {
    const position = DURATIONS.indexOf(signal.speechLength as Duration);
    return position < 0 ? [] : [{ value: position, weight: weights[index] ?? 0 }];
  });
  const usual = Math.round(weightedMean(lengths, DURATIONS.indexOf('medium')));
  const step = bias <= -LENGTH_STEP_THRESHOLD ? -1 : bias >= LENGTH_STEP_THRESHOLD ? 1 : 0;
  return DURATIONS[Math.min(DURATIONS.length - 1, Math.max(0, usual + step))] as Duration;
}

/** Ticks weighted by effectiveness (1–5 → 0.2..1) and recency, over the most a score could be. */
export function elementScores(signals: readonly FeedbackSignal[]): Partial<Record<HelpfulElement, number>> {
  const weights = recencyWeights(signals.length);
  const possible = weights.reduce((sum, weight) => sum + weight, 0);
  const raw = new Map<HelpfulElement, number>();
  signals.forEach((signal, index) => {
    for (const element of new Set(signal.helpfulElements ?? [])) {
      if (!isElement(element)) continue;
      raw.set(element, (raw.get(element) ?? 0) + ((weights[index] ?? 0) * signal.effectiveness) / 5);
    }
  });
  return Object.fromEntries([...raw].map(([element, score]) => [element, round(score / possible, 3)]));
}

export function averageRatingPercent(signals: readonly FeedbackSignal[]): number | null {
  if (signals.length === 0) return null;
  const mean = signals.reduce((sum, signal) => sum + signal.rating, 0) / signals.length;
  return round((mean / 5) * 100, 1);
}

/**
 * Phrases the improvement suggestions ask us to avoid, newest first, without repeats. Apart from the rest
 * of the rule because reading the words takes a language model, loaded only when a comment asks.
 */
export async function learnAvoidancePatterns(signals: readonly FeedbackSignal[]): Promise<string[]> {
  const newestFirst = signals.toReversed().map((signal) => signal.improvementSuggestions);
  const phrases = (await Promise.all(newestFirst.map(avoidancePhrases))).flat();
  return [...new Set(phrases)].slice(0, MAX_AVOIDANCE_PATTERNS);
}

/** Everything the product learns from a user's feedback, ordered oldest → newest. */
export function learnPreferences(signals: readonly FeedbackSignal[]): LearnedPreferences {
  const bias = lengthBias(signals);
  return {
    preferredTones: toneScores(signals),
    preferredLength: preferredDuration(signals, bias),
    lengthBias: bias,
    effectiveElements: elementScores(signals),
    avgRating: averageRatingPercent(signals),
    totalFeedbackCount: signals.length,
  };
}

/** The tone the writer should lean to: the top score, once it clearly leads and rests on enough feedback. */
export function leadingTone(scores: Partial<Record<Tone, number>>, feedbackCount: number): Tone | null {
  if (feedbackCount < MIN_FEEDBACK_FOR_TONE) return null;
  const ranked = TONES.map((tone) => ({ tone, score: scores[tone] ?? 0 })).sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  if (!first || first.score <= 0) return null;
  return first.score - (second?.score ?? 0) >= TONE_LEAD_MARGIN - 1e-9 ? first.tone : null;
}
