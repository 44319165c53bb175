import { afterEach, describe, expect, it, vi } from 'vitest';
import { MUSIC_OFF, MUSIC_SETTINGS_KEY, readMusicSettings, saveMusicSettings } from './music-settings';

function stubStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  return items;
}

afterEach(() => vi.unstubAllGlobals());

describe('the remembered music settings', () => {
  it('are off at the default volume until saved, then read back', () => {
    stubStorage();
    expect(readMusicSettings()).toEqual(MUSIC_OFF);
    saveMusicSettings({ on: true, volume: 35 });
    expect(readMusicSettings()).toEqual({ on: true, volume: 35 });
  });

  it('fall back to the defaults for anything stored that is not theirs', () => {
    const items = stubStorage();
    for (const stored of ['not json', '"on"', 'null', '{"on":"yes","volume":500}', '{"volume":-3}']) {
      items.set(MUSIC_SETTINGS_KEY, stored);
      expect(readMusicSettings()).toEqual(MUSIC_OFF);
    }
  });

  it('work without storage (disabled in a private mode): off, and saving does not throw', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(readMusicSettings()).toEqual(MUSIC_OFF);
    expect(() => saveMusicSettings({ on: true, volume: 10 })).not.toThrow();
  });
});
