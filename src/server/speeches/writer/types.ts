import type { Duration, HelpfulElement, Tone, VoiceStyle } from '../../../common/enums';
import type { SpeechShaping } from './shaping';

export type WriteRequest = {
  context: string;
  tone: Tone;
  voiceStyle: VoiceStyle;
  duration: Duration;
  /** The first name the speech speaks to: the person's own, or that of someone else it is for. */
  firstName?: string | null;
  goalTitle?: string | null;
  /**
   * Written for someone else: the context is another person's account of their situation (they may be
   * "she", "he" or "they" in it, and "my" is the sender's), and nothing of the sender reaches the writer.
   */
  forSomeoneElse?: boolean;
  seed?: number;
  /** The person's local date (YYYY-MM-DD): a day they name ('on Monday') is read as a date from it. */
  today?: string;
  /** Written on the morning of the event they described: the moment is today, whatever day they named. */
  onTheDay?: boolean;
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

/**
 * What a writer yields as it writes: which writer is writing (`writtenBy`, first, and again if another
 * takes over), the text (`chunk`), and `restart` when the text so far is void (the LLM failed
 * mid-speech and the local writer starts over from the top).
 */
export type WriterEvent =
  | { readonly type: 'writtenBy'; readonly writer: WriterName }
  /** How the writer read the request and shaped the speech ('Why this speech'), from a writer that analyses it. */
  | { readonly type: 'shaping'; readonly shaping: SpeechShaping }
  | { readonly type: 'chunk'; readonly text: string }
  | { readonly type: 'restart' };

export interface SpeechWriter {
  readonly name: WriterName;
  write(request: WriteRequest, profile: WriterProfile): AsyncIterable<WriterEvent>;
}
