import type { EngineName } from './engine';
import { ESPEAK_LANGUAGES } from './engines/local/local-languages';

// The languages (ISO 639-1) each engine's voices speak, so the voice picker offers only those that can
// speak a speech's language. All six voices of an engine speak the same ones.

/** eleven_multilingual_v2's 29 languages, as ElevenLabs lists them (Filipino is tl). */
const ELEVENLABS = 'ar bg cs da de el en es fi fr hi hr id it ja ko ms nl pl pt ro ru sk sv ta tl tr uk zh';

/** The languages OpenAI's speech models follow Whisper in speaking well, as OpenAI lists them. */
const OPENAI =
  'af ar az be bg bs ca cs cy da de el en es et fa fi fr gl he hi hr hu hy id is it ja kk kn ko lt lv mi mk mr ms nb ne nl no pl pt ro ru sk sl sr sv sw ta th tl tr uk ur vi zh';

const LANGUAGES: Record<EngineName, readonly string[]> = {
  local: Object.keys(ESPEAK_LANGUAGES),
  elevenlabs: ELEVENLABS.split(' '),
  openai: OPENAI.split(' '),
};

/** The languages an engine's voices speak. */
export const voiceLanguages = (engine: EngineName): readonly string[] => LANGUAGES[engine];
