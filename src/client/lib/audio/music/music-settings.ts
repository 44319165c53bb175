import { MUSIC_VOLUME_DEFAULT, MUSIC_VOLUME_MAX } from '../../../../common/music-choice';

// Whether music plays under the speech, and how loud: remembered on this device (localStorage), so it
// is there after a reload; signing out clears it with the rest of the browser's storage.

export type MusicSettings = { on: boolean; volume: number };

export const MUSIC_SETTINGS_KEY = 'uplift:music';
export const MUSIC_OFF: MusicSettings = { on: false, volume: MUSIC_VOLUME_DEFAULT };

/** The remembered settings; music off (the default) where nothing usable is stored. */
export function readMusicSettings(): MusicSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(MUSIC_SETTINGS_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return MUSIC_OFF;
    const { on, volume } = stored as Record<string, unknown>;
    const valid = typeof volume === 'number' && volume >= 0 && volume <= MUSIC_VOLUME_MAX;
    return { on: on === true, volume: valid ? Math.round(volume) : MUSIC_VOLUME_DEFAULT };
  } catch {
    return MUSIC_OFF; // storage disabled, or not JSON
  }
}

export function saveMusicSettings(settings: MusicSettings): void {
  try {
    localStorage.setItem(MUSIC_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage can be disabled (private modes): the choice lasts for this page only.
  }
}
