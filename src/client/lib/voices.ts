import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { voiceList } from '../../common/api/voice';
import type { Wire } from '../../common/api/wire';
import { answer, api } from './api-client';

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
  // The engine speaking them, once the server has said (the fallback list says nothing of it).
  const provider = loaded?.[0]?.provider;
  return { voices, provider, isFallback: query.isError, isLoading: query.isLoading };
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
 * The device's English voices worth offering: natural-sounding ones first (phones and Chrome ship
 * good ones), then the default, then those that work offline; a handful, without duplicates.
 */
export function pickDeviceVoices<V extends SystemVoice>(voices: readonly V[]): DeviceVoice<V>[] {
  const score = (v: SystemVoice) =>
    (NATURAL.test(v.name) ? 4 : 0) + (v.default ? 2 : 0) + (v.localService ? 1 : 0);
  const seen = new Set<string>();
  return voices
    .filter((v) => /^en([-_]|$)/i.test(v.lang))
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

/** The device's voices (they load asynchronously in some browsers: 'voiceschanged'). */
export function useDeviceVoices(): DeviceVoice<SpeechSynthesisVoice>[] {
  const [voices, setVoices] = useState<DeviceVoice<SpeechSynthesisVoice>[]>([]);
  useEffect(() => {
    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return;
    const update = () => setVoices(pickDeviceVoices(synth.getVoices()));
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, []);
  return voices;
}
