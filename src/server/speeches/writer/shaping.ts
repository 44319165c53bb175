import { DURATION_OPTIONS } from '../../../common/durations';
import type { Duration, HelpfulElement, Tone, VoiceStyle } from '../../../common/enums';
import type { SituationKind } from './situations/kinds';
import type { WriteRequest, WriterProfile } from './types';
import { analyseContext, type ContextAnalysis } from './understand/analyse-context';

/** What shaped a speech, for a "Why this speech" note and for the composer itself. */
export type SpeechShaping = {
  /** The kind of situation, or 'general' when the writer was not sure and spoke to any hard moment. */
  kind: SituationKind;
  themeLabel: string;
  /** The situation as the speech names it: the person's words, or the kind's own phrase. */
  keyPhrase: string;
  /** False when the person's words gave no noun phrase and the kind's phrase stands in. */
  keyPhraseFromContext: boolean;
  time: string | null;
  worry: string | null;
  tone: Tone;
  voiceStyle: VoiceStyle;
  duration: Duration;
  minWords: number;
  maxWords: number;
  targetWords: number;
  firstName: string | null;
  goalTitle: string | null;
  /** Tones some lines are borrowed from (the preferred tone, calmer or livelier lines). */
  borrowedTones: Tone[];
  profileSignals: string[];
};

/** The shaping and the reading of the context it came from (the composer needs both; the speech keeps
 * only the shaping). */
export type Analysis = { shaping: SpeechShaping; context: ContextAnalysis };

const NEIGHBOURS: Record<Tone, readonly Tone[]> = {
  encouraging: ['gentle', 'confident', 'energetic'],
  confident: ['encouraging', 'energetic'],
  gentle: ['encouraging'],
  energetic: ['confident', 'encouraging'],
};

const clamp = (value: number, low: number, high: number) =>
  Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : 0;

export const elementWeight = (profile: WriterProfile, element: HelpfulElement): number =>
  clamp(profile.effectiveElements[element] ?? 0, 0, 1);

export const practicalWeight = (profile: WriterProfile): number =>
  Math.max(elementWeight(profile, 'practical_steps'), elementWeight(profile, 'actionable_advice'));

function cleanName(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const letters = first.replace(/[^\p{L}'-]/gu, '').slice(0, 30);
  return /\p{L}/u.test(letters) ? letters.charAt(0).toUpperCase() + letters.slice(1) : null;
}

function cleanGoal(goal: string | null | undefined): string | null {
  let text = (goal ?? '')
    .replace(/[^\p{L}\p{N} '&,:-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length > 80) text = text.slice(0, 80).replace(/\s+\S*$/, '');
  text = text.replace(/[\s,:;-]+$/, '');
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

function borrowedTones(tone: Tone, profile: WriterProfile): Tone[] {
  const borrowed = new Set<Tone>();
  const preferred = profile.preferredTone;
  if (preferred && preferred !== tone && NEIGHBOURS[tone].includes(preferred)) borrowed.add(preferred);
  if (elementWeight(profile, 'calming_tone') >= 0.5 && tone !== 'gentle' && tone !== 'energetic')
    borrowed.add('gentle');
  if (
    elementWeight(profile, 'motivating_energy') >= 0.5 &&
    (tone === 'encouraging' || tone === 'confident')
  ) {
    borrowed.add('energetic');
  }
  return [...borrowed];
}

function signals(profile: WriterProfile, borrowed: Tone[]): string[] {
  const out: string[] = [];
  const bias = clamp(profile.lengthBias, -1, 1);
  if (bias <= -0.25) out.push('a little shorter');
  if (bias >= 0.25) out.push('a little longer');
  if (practicalWeight(profile) >= 0.5) out.push('more practical steps');
  if (elementWeight(profile, 'specific_examples') >= 0.5) out.push('more stories and examples');
  if (elementWeight(profile, 'personal_connection') >= 0.5) out.push('a more personal touch');
  if (elementWeight(profile, 'calming_tone') >= 0.5) out.push('a calmer delivery');
  if (elementWeight(profile, 'motivating_energy') >= 0.5) out.push('extra energy');
  if (
    Math.max(elementWeight(profile, 'encouraging_words'), elementWeight(profile, 'emotional_language')) >= 0.5
  ) {
    out.push('more encouragement');
  }
  for (const tone of borrowed)
    if (tone === profile.preferredTone) out.push(`some lines in your preferred ${tone} tone`);
  if (profile.avoidancePatterns.length > 0) out.push('leaving out phrases you did not like');
  return out;
}

/** Everything the composer decides before choosing a single sentence; deterministic, no seed needed. */
export function analyse(request: WriteRequest, profile: WriterProfile): Analysis {
  const context = analyseContext(request.context);
  const { minWords, maxWords } = DURATION_OPTIONS[request.duration];
  const bias = clamp(profile.lengthBias, -1, 1);
  const borrowed = borrowedTones(request.tone, profile);
  const situation = context.reading.situation ?? context.pack?.fallback ?? null;
  const shaping: SpeechShaping = {
    kind: context.kind,
    themeLabel: context.pack?.label ?? 'what you told me',
    keyPhrase: situation ?? '',
    keyPhraseFromContext: context.reading.situation !== null,
    time: context.reading.time,
    worry: context.reading.worry,
    tone: request.tone,
    voiceStyle: request.voiceStyle,
    duration: request.duration,
    minWords,
    maxWords,
    // -1 lands a tenth of the way into the range, +1 nine tenths: never on the edge.
    targetWords: Math.round(minWords + (maxWords - minWords) * (0.5 + 0.4 * bias)),
    firstName: cleanName(request.firstName),
    goalTitle: cleanGoal(request.goalTitle),
    borrowedTones: borrowed,
    profileSignals: signals(profile, borrowed),
  };
  return { shaping, context };
}

/** A short "Why this speech" note a person can read under the speech. */
export function describeShaping(shaping: SpeechShaping): string {
  const about =
    shaping.keyPhraseFromContext && shaping.keyPhrase
      ? `Written about ${shaping.keyPhrase}${shaping.time ? ` ${shaping.time}` : ''} (${shaping.themeLabel})`
      : `Written for ${shaping.themeLabel}`;
  const worry = shaping.worry ? `, with a word for the worry that ${shaping.worry}` : '';
  const goal = shaping.goalTitle ? ` It ties back to your goal “${shaping.goalTitle}”.` : '';
  const minutes = Math.round(shaping.targetWords / 140);
  const tone = shaping.tone.charAt(0).toUpperCase() + shaping.tone.slice(1);
  const voice = `${tone} tone for a ${shaping.voiceStyle} voice, about ${shaping.targetWords} words (around ${minutes} min)`;
  const learned =
    shaping.profileSignals.length > 0 ? ` From your feedback: ${shaping.profileSignals.join(', ')}.` : '';
  return `${about}${worry}. ${voice}.${goal}${learned}`;
}
