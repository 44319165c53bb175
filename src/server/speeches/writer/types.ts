import type { Duration, HelpfulElement, Tone, VoiceStyle } from '../../../common/enums';

export type WriteRequest = {
  context: string;
  tone: Tone;
  voiceStyle: VoiceStyle;
  duration: Duration;
  firstName?: string | null;
  goalTitle?: string | null;
  seed?: number;
};

export type WriterProfile = {
  preferredTone: Tone | null;
  /** -1 (shorter) … +1 (longer): where to land inside the duration's word range. */
  lengthBias: number;
  /** 0..1 weights learned from feedback. */
  effectiveElements: Partial<Record<HelpfulElement, number>>;
  /** Case-insensitive substrings the user does not want to hear. */
  avoidancePatterns: string[];
  /** Sentences of the user's recent speeches (a list, as it crosses to a writer worker cheaply); avoided
   * when the library allows. */
  recentSentences: readonly string[];
};

export const EMPTY_PROFILE: WriterProfile = {
  preferredTone: null,
  lengthBias: 0,
  effectiveElements: {},
  avoidancePatterns: [],
  recentSentences: [],
};

export type WriterName = 'local' | 'openai';

export interface SpeechWriter {
  readonly name: WriterName;
  /** `onFallback` hears which writer took over when this one (an LLM) failed before its first chunk. */
  write(
    request: WriteRequest,
    profile: WriterProfile,
    onFallback?: (writer: WriterName) => void,
  ): AsyncIterable<string>;
}

export const SECTIONS = [
  'opening',
  'acknowledgement',
  'reframe',
  'story',
  'action',
  'affirmation',
  'closing',
] as const;
export type Section = (typeof SECTIONS)[number];
