import {
  DURATIONS,
  type Duration,
  TONES,
  type Tone,
  VOICE_STYLES,
  type VoiceStyle,
} from '../../../common/enums';
import { SPEECH_FORM_DEFAULTS } from '../../../common/form-defaults';
import { NAME_MAX_LENGTH } from '../../../common/limits';

// The speech form as the person left it, kept for this tab (sessionStorage) so a reload, or the app
// recovering from a failed download, doesn't lose what they wrote. Signing out clears it with the rest
// of the tab's storage (client-state.ts).

/** Who the speech is for: the person writing, or someone else (named in `forName`). */
const FOR_WHOM = ['me', 'someone'] as const;
export type ForWhom = (typeof FOR_WHOM)[number];

export type SpeechDraft = {
  forWhom: ForWhom;
  forName: string;
  context: string;
  tone: Tone;
  voiceStyle: VoiceStyle;
  duration: Duration;
  goal: string;
};

const KEY = 'uplift:speech-draft';
const CONTEXT_MAX = 5000; // well past the form's limit; only bounds what a tampered value can hold

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** The saved draft, each field checked (anything unexpected falls back to the form's default). */
export function loadSpeechDraft(storage: Pick<Storage, 'getItem'> = sessionStorage): SpeechDraft {
  let saved: Partial<Record<keyof SpeechDraft, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed;
  } catch {
    // unreadable or storage disabled: start afresh
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, CONTEXT_MAX) : '');
  return {
    forWhom: oneOf(FOR_WHOM, saved.forWhom, 'me'),
    forName: text(saved.forName).slice(0, NAME_MAX_LENGTH),
    context: text(saved.context),
    tone: oneOf(TONES, saved.tone, SPEECH_FORM_DEFAULTS.tone),
    voiceStyle: oneOf(VOICE_STYLES, saved.voiceStyle, SPEECH_FORM_DEFAULTS.voiceStyle),
    duration: oneOf(DURATIONS, saved.duration, SPEECH_FORM_DEFAULTS.duration),
    goal: /^\d{0,10}$/.test(text(saved.goal)) ? text(saved.goal) : '',
  };
}

export function saveSpeechDraft(
  draft: SpeechDraft,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft just isn't kept
  }
}
