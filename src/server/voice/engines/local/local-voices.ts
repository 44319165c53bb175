import type { VoiceId } from '../../catalogue';
import { espeakLanguage } from './local-languages';

/**
 * An eSpeak NG voice: the English voice it speaks English with and the variant that gives it its
 * character in every language, pitch 0–99, rate in words a minute at speed 1, amplitude 0–200, and how
 * it sounds beside the others, as the voice picker describes it.
 */
export type LocalVoice = {
  english: string;
  variant: string;
  pitch: number;
  rate: number;
  amplitude: number;
  accent: string;
  sound: string;
};

// Six clearly different voices from the variants compiled into the espeak-ng package (3 female, 1
// neutral, 2 male); pitch and rate were tuned by ear and measured (local-engine.test.ts checks they differ).
// Their median pitches, for the descriptions: 210, 176, 242, 132, 82 and 100 Hz.
export const LOCAL_VOICES: Record<VoiceId, LocalVoice> = {
  '21m00Tcm4TlvDq8ikWAM': {
    english: 'en-us',
    variant: 'f3',
    pitch: 55,
    rate: 123,
    amplitude: 100,
    accent: 'American',
    sound: 'higher, brighter',
  },
  AZnzlk1XvdvUeBnXmlld: {
    english: 'en-gb-x-rp',
    variant: 'f4',
    pitch: 50,
    rate: 128,
    amplitude: 90,
    accent: 'British',
    sound: 'middle pitch, crisp',
  },
  EXAVITQu4vr4xnSDxMaL: {
    english: 'en-us',
    variant: 'Alicia',
    pitch: 50,
    rate: 135,
    amplitude: 95,
    accent: 'American',
    sound: 'highest, lightest',
  },
  SAz9YHcvj6GT2YYXdXww: {
    english: 'en-us',
    variant: 'ed',
    pitch: 55,
    rate: 128,
    amplitude: 45,
    accent: 'American',
    sound: 'soft, even',
  },
  TxGEqnHWrfWFTfGW9XJb: {
    english: 'en-us',
    variant: 'm1',
    pitch: 35,
    rate: 125,
    amplitude: 125,
    accent: 'American',
    sound: 'deepest, strongest',
  },
  pNInz6obpgDQGcFmaJgB: {
    english: 'en-gb',
    variant: 'm3',
    pitch: 50,
    rate: 118,
    amplitude: 100,
    accent: 'British',
    sound: 'low, steady',
  },
};

const MIN_RATE = 80;
const MAX_RATE = 450;

/**
 * eSpeak's voice for `language` (ISO 639-1) in this voice's character: eSpeak's voice for the language
 * with the voice's variant; its own English voice for English, and for a language eSpeak can't speak.
 */
function espeakVoice(voice: LocalVoice, language: string): string {
  const spoken = language === 'en' ? null : espeakLanguage(language);
  return `${spoken ?? voice.english}+${voice.variant}`;
}

/**
 * eSpeak's command line for one sentence in `language` read from `inputPath`, written as WAV to
 * `outputPath`. Pitch, rate and loudness are the voice's in every language.
 */
export function espeakArgs(
  voice: LocalVoice,
  language: string,
  speed: number,
  inputPath: string,
  outputPath: string,
): string[] {
  const rate = Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, voice.rate * speed)));
  return [
    ...[
      '-v',
      espeakVoice(voice, language),
      '-p',
      String(voice.pitch),
      '-s',
      String(rate),
      '-a',
      String(voice.amplitude),
    ],
    ...['-w', outputPath, '-f', inputPath],
  ];
}
