import { describe, expect, it } from 'vitest';
import {
  DEVICE_VOICE_PREFIX,
  FALLBACK_VOICES,
  groupVoices,
  isDeviceVoiceId,
  MAX_DEVICE_VOICES,
  pickDeviceVoices,
  type SystemVoice,
  type Voice,
} from './voices';

const voice = (name: string, gender: Voice['gender']): Voice => ({
  id: name,
  name,
  description: '',
  provider: 'local',
  gender,
  accent: 'American',
});
const system = (name: string, lang: string, extra: Partial<SystemVoice> = {}): SystemVoice => ({
  name,
  lang,
  voiceURI: name,
  localService: false,
  default: false,
  ...extra,
});

describe('server voices', () => {
  it('groups Female, Neutral, Male in that order, leaving out empty groups', () => {
    const groups = groupVoices([voice('Josh', 'Male'), voice('River', 'Neutral'), voice('Rachel', 'Female')]);
    expect(groups.map((g) => g.gender)).toEqual(['Female', 'Neutral', 'Male']);
    expect(groupVoices(FALLBACK_VOICES).map((g) => g.gender)).toEqual(['Female', 'Male']);
  });

  it('falls back to Rachel, Domi and Josh', () => {
    expect(FALLBACK_VOICES.map((v) => [v.name, v.description, v.gender])).toEqual([
      ['Rachel', 'Warm and nurturing', 'Female'],
      ['Domi', 'Confident and inspiring', 'Female'],
      ['Josh', 'Strong and motivational', 'Male'],
    ]);
  });
});

describe('voices on this device', () => {
  it('offers English voices, natural ones first, without duplicates, a handful at most', () => {
    const picked = pickDeviceVoices([
      system('Thomas', 'fr-FR'),
      system('eSpeak English', 'en-US', { localService: true }),
      system('Google UK English Female', 'en-GB'),
      system('Google UK English Female', 'en-GB'),
      system('Samantha', 'en_US', { localService: true }),
    ]);
    expect(picked.map((v) => v.name)).toEqual(['Samantha', 'Google UK English Female', 'eSpeak English']);
    expect(picked[1]?.language).toBe('British English');
    expect(picked.map((v) => v.natural)).toEqual([true, true, false]);
    expect(picked.every((v) => isDeviceVoiceId(v.id) && v.id.startsWith(DEVICE_VOICE_PREFIX))).toBe(true);
    const many = Array.from({ length: 20 }, (_, i) => system(`Voice ${i}`, 'en-AU'));
    expect(pickDeviceVoices(many)).toHaveLength(MAX_DEVICE_VOICES);
    expect(isDeviceVoiceId('21m00Tcm4TlvDq8ikWAM')).toBe(false);
  });
});
