import { DURATION_OPTIONS, targetWords, WORDS_PER_MINUTE } from '../../../common/durations';
import type { Duration, HelpfulElement, Tone, VoiceStyle } from '../../../common/enums';
import { speechContent } from './content/load-content';
import { buildFrame, type Frame } from './frame/frame';
import type { WriteRequest, WriterProfile } from './types';

/** What shaped a speech, for a "Why this speech" note and for the builder itself. */
export type SpeechShaping = {
  /** The kind of situation, or 'general' when the writer was not sure and said only what fits any. */
  kind: string;
  themeLabel: string;
  /** The event as the speech names it, in its own words ("your interview"). */
  keyPhrase: string;
  /** False for the general kind, whose phrase is no reading of the person's words. */
  keyPhraseFromContext: boolean;
  time: string | null;
  /** The day `time` names (YYYY-MM-DD), read on the person's date when it was written; null when it names
   * no day after that one. */
  eventDate: string | null;
  /** Whether `keyPhrase` may be named outside the speech, in a notification: their words named the event,
   * and the situation is not a private one. */
  eventNamed: boolean;
  /** The feeling the person named, as the speech says it. */
  worry: string | null;
  moment: Frame['moment'];
  weight: Frame['weight'];
  /** The language the person wrote in; the local writer writes English and says so. */
  language: Frame['language'];
  tone: Tone;
  voiceStyle: VoiceStyle;
  duration: Duration;
  minWords: number;
  maxWords: number;
  targetWords: number;
  firstName: string | null;
  goalTitle: string | null;
  /** Tones some pieces are borrowed from (the preferred tone, calmer or livelier pieces). */
  borrowedTones: Tone[];
  profileSignals: string[];
  /** Set by the local writer for words in another language: it writes English, and says so. */
  languageNote?: string | null;
};

/** The shaping and the frame it came from (the builder needs both; the speech keeps only the shaping). */
export type Analysis = { shaping: SpeechShaping; frame: Frame };

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
  if (elementWeight(profile, 'specific_examples') >= 0.5) out.push('more worked examples');
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

/** Everything the builder decides before choosing a single piece; deterministic, no seed needed. */
export function analyse(request: WriteRequest, profile: WriterProfile): Analysis {
  const frame = buildFrame(request);
  const { minWords, maxWords } = DURATION_OPTIONS[request.duration];
  const borrowed = borrowedTones(request.tone, profile);
  const label = speechContent().kinds[frame.kind]?.label ?? 'what you are facing';
  const shaping: SpeechShaping = {
    kind: frame.kind,
    themeLabel: label,
    keyPhrase: frame.event,
    keyPhraseFromContext: frame.kind !== 'general',
    time: frame.when,
    eventDate: frame.whenDate,
    eventNamed: frame.eventNamed,
    worry: frame.feeling?.say ?? null,
    moment: frame.moment,
    weight: frame.weight,
    language: frame.language,
    tone: request.tone,
    voiceStyle: request.voiceStyle,
    duration: request.duration,
    minWords,
    maxWords,
    targetWords: targetWords(request.duration, profile.lengthBias),
    firstName: frame.firstName,
    goalTitle: frame.goal,
    borrowedTones: borrowed,
    profileSignals: signals(profile, borrowed),
  };
  return { shaping, frame };
}

/** A short "Why this speech" note a person can read under the speech. */
export function describeShaping(shaping: SpeechShaping): string {
  const about =
    shaping.keyPhraseFromContext && shaping.keyPhrase
      ? `Written about ${shaping.keyPhrase}${shaping.time ? ` ${shaping.time}` : ''} (${shaping.themeLabel})`
      : `Written for ${shaping.themeLabel}`;
  const worry = shaping.worry ? `, with a word for ${shaping.worry}` : '';
  const goal = shaping.goalTitle ? ` It ties back to your goal “${shaping.goalTitle}”.` : '';
  const minutes = Math.round(shaping.targetWords / WORDS_PER_MINUTE);
  const tone = shaping.tone.charAt(0).toUpperCase() + shaping.tone.slice(1);
  const voice = `${tone} tone for a ${shaping.voiceStyle} voice, about ${shaping.targetWords} words (around ${minutes} min)`;
  const learned =
    shaping.profileSignals.length > 0 ? ` From your feedback: ${shaping.profileSignals.join(', ')}.` : '';
  return `${about}${worry}. ${voice}.${goal}${learned}`;
}
