import type { VoiceId } from '../../catalogue';

/**
 * An eSpeak NG voice: language+variant, pitch 0–99, rate in words a minute at speed 1, amplitude 0–200,
 * and how it sounds beside the others, as the voice picker describes it.
 */
export type LocalVoice = {
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
    variant: 'en-us+f3',
    pitch: 55,
    rate: 123,
    amplitude: 100,
    accent: 'American',
    sound: 'higher, brighter',
  },
  AZnzlk1XvdvUeBnXmlld: {
    variant: 'en-gb-x-rp+f4',
    pitch: 50,
    rate: 128,
    amplitude: 90,
    accent: 'British',
    sound: 'middle pitch, crisp',
  },
  EXAVITQu4vr4xnSDxMaL: {
    variant: 'en-us+Alicia',
    pitch: 50,
    rate: 135,
    amplitude: 95,
    accent: 'American',
    sound: 'highest, lightest',
  },
  SAz9YHcvj6GT2YYXdXww: {
    variant: 'en-us+ed',
    pitch: 55,
    rate: 128,
    amplitude: 45,
    accent: 'American',
    sound: 'soft, even',
  },
  TxGEqnHWrfWFTfGW9XJb: {
    variant: 'en-us+m1',
    pitch: 35,
    rate: 125,
    amplitude: 125,
    accent: 'American',
    sound: 'deepest, strongest',
  },
  pNInz6obpgDQGcFmaJgB: {
    variant: 'en-gb+m3',
    pitch: 50,
    rate: 118,
    amplitude: 100,
    accent: 'British',
    sound: 'low, steady',
  },
};

const MIN_RATE = 80;
const MAX_RATE = 450;

/** eSpeak's command line for one sentence read from `inputPath`, written as WAV to `outputPath`. */
export function espeakArgs(
  voice: LocalVoice,
  speed: number,
  inputPath: string,
  outputPath: string,
): string[] {
  const rate = Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, voice.rate * speed)));
  return [
    ...['-v', voice.variant, '-p', String(voice.pitch), '-s', String(rate), '-a', String(voice.amplitude)],
    ...['-w', outputPath, '-f', inputPath],
  ];
}
