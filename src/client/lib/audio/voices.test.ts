import { describe, expect, it } from 'vitest';
import {
  DEVICE_VOICE_PREFIX,
  FALLBACK_VOICES,
  groupVoices,
  isDeviceVoiceId,
  languageNote,
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
    const picked = pickDeviceVoices(
      [
        system('Thomas', 'fr-FR'),
        system('eSpeak English', 'en-US', { localService: true }),
        system('Google UK English Female', 'en-GB'),
        system('Google UK English Female', 'en-GB'),
        system('Samantha', 'en_US', { localService: true }),
      ],
      'en',
    );
    expect(picked.map((v) => v.name)).toEqual(['Samantha', 'Google UK English Female', 'eSpeak English']);
    expect(picked[1]?.language).toBe('British English');
    expect(picked.map((v) => v.natural)).toEqual([true, true, false]);
    expect(picked.every((v) => isDeviceVoiceId(v.id) && v.id.startsWith(DEVICE_VOICE_PREFIX))).toBe(true);
    const many = Array.from({ length: 20 }, (_, i) => system(`Voice ${i}`, 'en-AU'));
    expect(pickDeviceVoices(many, 'en')).toHaveLength(MAX_DEVICE_VOICES);
    expect(isDeviceVoiceId('21m00Tcm4TlvDq8ikWAM')).toBe(false);
  });

  it('offers a speech in another language only the voices that speak it', () => {
    const voices = [
      system('Samantha', 'en-US'),
      system('Thomas', 'fr-FR'),
      system('Amélie', 'fr_CA'),
      system('Kyoko', 'ja-JP'),
      system('Tingting', 'cmn-Hans-CN'),
    ];
    expect(pickDeviceVoices(voices, 'fr').map((v) => v.name)).toEqual(['Thomas', 'Amélie']);
    expect(pickDeviceVoices(voices, 'ja').map((v) => [v.name, v.language])).toEqual([
      ['Kyoko', 'Japanese (Japan)'],
    ]);
    expect(pickDeviceVoices(voices, 'zh').map((v) => v.name)).toEqual(['Tingting']);
    expect(pickDeviceVoices(voices, 'ko')).toEqual([]);
  });
});

describe('languageNote', () => {
  it('says the voices shown speak the speech’s language, or that ours read it as English', () => {
    expect(languageNote('fr', ['en', 'fr'])).toBe('Showing voices that speak French.');
    expect(languageNote('ja', ['en', 'fr'])).toBe(
      "Our voices don't speak Japanese, so they read it as English.",
    );
    expect(languageNote('en', ['en'])).toBeNull();
    expect(languageNote('fr', null)).toBeNull(); // the server hasn't said what its voices speak
  });
});
