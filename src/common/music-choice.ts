import type { Tone } from './enums';

// What the player shows of the music before any of it loads: each tone's bed by name, and the volume
// slider's range. The beds themselves are in music-beds.ts, loaded only once music is on.

export const MUSIC_BED_NAMES: Record<Tone, string> = {
  gentle: 'Calm pads',
  encouraging: 'Warm chords',
  confident: 'Steady pulse',
  energetic: 'Upbeat rhythm',
};

/** The tone a bed is chosen by (a speech's tone that is not one of ours gets the encouraging bed). */
export const musicTone = (tone: string): Tone => (tone in MUSIC_BED_NAMES ? (tone as Tone) : 'encouraging');

/** The volume slider, 0–100; where it starts until the person moves it. */
export const MUSIC_VOLUME_DEFAULT = 60;
export const MUSIC_VOLUME_MAX = 100;
