import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { voiceList } from '../../../common/api/voice';
import type { Wire } from '../../../common/api/wire';
import { answer, api } from '../api/api-client';

// The voices a speech can be played in: the server's catalogue (GET /api/voices, with a
// fallback of three when it fails) and, where the browser has them, the voices built into this device.

/** A voice, as GET /api/voices returns it. */
export type Voice = Wire<typeof voiceList>['voices'][number];
export type VoiceGender = Voice['gender'];

/** The default voice is Rachel's. */
export const DEFAULT_VOICE_ID = '21m00Tcm4TlvDq8ikWAM';

/** When the voices call fails, Rachel, Domi and Josh. */
export const FALLBACK_VOICES: readonly Voice[] = [
  {
    id: DEFAULT_VOICE_ID,
    name: 'Rachel',
    description: 'Warm and nurturing',
    provider: 'elevenlabs',
    gender: 'Female',
    accent: 'Premium',
  },
  {
    id: 'AZnzlk1XvdvUeBnXmlld',
    name: 'Domi',
    description: 'Confident and inspiring',
    provider: 'elevenlabs',
    gender: 'Female',
    accent: 'Premium',
  },
  {
    id: 'TxGEqnHWrfWFTfGW9XJb',
    name: 'Josh',
    description: 'Strong and motivational',
    provider: 'elevenlabs',
    gender: 'Male',
    accent: 'Premium',
  },
];

/** The picker's groups, in this order. */
const VOICE_GROUPS: readonly VoiceGender[] = ['Female', 'Neutral', 'Male'];

export function groupVoices(voices: readonly Voice[]): { gender: VoiceGender; voices: Voice[] }[] {
  return VOICE_GROUPS.map((gender) => ({ gender, voices: voices.filter((v) => v.gender === gender) })).filter(
    (group) => group.voices.length > 0,
  );
}

export function useVoices() {
  const query = useQuery({
    queryKey: ['/api/voices'],
    queryFn: () => answer(api.GET('/api/voices')),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const loaded = query.data?.voices;
  const voices: readonly Voice[] = loaded && loaded.length > 0 ? loaded : FALLBACK_VOICES;
  // The engine speaking them and their languages, once the server has said (the fallback list says nothing of them).
  const provider = loaded?.[0]?.provider;
  const languages = loaded && loaded.length > 0 ? (query.data?.languages ?? null) : null;
  return { voices, provider, languages, isFallback: query.isError, isLoading: query.isLoading };
}

// ─── Voices on this device ──────────────────────────────────────────────────────────────────────────

export const DEVICE_VOICE_PREFIX = 'device:';
export const isDeviceVoiceId = (id: string) => id.startsWith(DEVICE_VOICE_PREFIX);

/** What the player needs of a SpeechSynthesisVoice (a plain shape, so the choice is testable). */
export type SystemVoice = {
  name: string;
  lang: string;
  voiceURI: string;
  localService: boolean;
  default: boolean;
};

export type DeviceVoice<V extends SystemVoice = SystemVoice> = {
  id: string;
  name: string;
  /** 'British English', or the language tag when the browser can't name it. */
  language: string;
  /** A natural-sounding voice (Apple's Enhanced and Premium, Microsoft's Natural, Google's), listed first. */
  natural: boolean;
  voice: V;
};

const NATURAL = /natural|neural|enhanced|premium|siri|google|samantha|daniel|karen|moira|serena/i;
export const MAX_DEVICE_VOICES = 8;

function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * What the picker says of a speech in another language than English: that the voices it shows speak it,
 * or that ours don't (`languages`, what they speak, as GET /api/voices says) and read it as English.
 * Nothing for English, or while the server hasn't said what its voices speak.
 */
export function languageNote(language: string, languages: readonly string[] | null): string | null {
  if (language === 'en' || languages === null) return null;
  const name = languageName(language);
  return languages.includes(language)
    ? `Showing voices that speak ${name}.`
    : `Our voices don't speak ${name}, so they read it as English.`;
}

/** Whether a voice's language tag (en-GB, fr_CA, cmn-Hans-CN) is `language` (ISO 639-1). */
function speaks(tag: string, language: string): boolean {
  const primary = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return primary === language || (language === 'zh' && primary === 'cmn');
}

/**
 * The device's voices worth offering for a speech in `language`: those that speak it, natural-sounding
 * ones first (phones and Chrome ship good ones), then the default, then those that work offline; a
 * handful, without duplicates.
 */
export function pickDeviceVoices<V extends SystemVoice>(
  voices: readonly V[],
  language: string,
): DeviceVoice<V>[] {
  const score = (v: SystemVoice) =>
    (NATURAL.test(v.name) ? 4 : 0) + (v.default ? 2 : 0) + (v.localService ? 1 : 0);
  const seen = new Set<string>();
  return voices
    .filter((v) => speaks(v.lang, language))
    .map((voice, order) => ({ voice, order }))
    .sort((a, b) => score(b.voice) - score(a.voice) || a.order - b.order)
    .filter(({ voice }) => {
      if (seen.has(voice.name)) return false;
      seen.add(voice.name);
      return true;
    })
    .slice(0, MAX_DEVICE_VOICES)
    .map(({ voice }) => ({
      id: `${DEVICE_VOICE_PREFIX}${voice.voiceURI || voice.name}`,
      name: voice.name,
      language: languageName(voice.lang.replace('_', '-')),
      natural: NATURAL.test(voice.name),
      voice,
    }));
}

/** The device's voices for `language` (they load asynchronously in some browsers: 'voiceschanged'). */
export function useDeviceVoices(language: string): DeviceVoice<SpeechSynthesisVoice>[] {
  const [voices, setVoices] = useState<DeviceVoice<SpeechSynthesisVoice>[]>([]);
  useEffect(() => {
    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
    const update = () => setVoices(pickDeviceVoices(synth.getVoices(), language));
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, [language]);
  return voices;
}
