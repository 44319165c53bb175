import { describe, expect, it } from 'vitest';
import { TONES } from './enums';
import {
  bedForTone,
  bedGain,
  bedNotes,
  DUCK,
  duckPoints,
  envelope,
  MUSIC_BEDS,
  pointsAt,
} from './music-beds';
import { MUSIC_BED_NAMES, MUSIC_VOLUME_DEFAULT } from './music-choice';

describe('the music beds', () => {
  it('has a bed for every tone, named as the player names it; another tone gets the encouraging bed', () => {
    for (const tone of TONES) {
      expect(MUSIC_BEDS[tone].tone).toBe(tone);
      expect(MUSIC_BEDS[tone].name).toBe(MUSIC_BED_NAMES[tone]);
    }
    expect(bedForTone('gentle').name).toBe('Calm pads');
    expect(bedForTone('sarcastic')).toBe(MUSIC_BEDS.encouraging);
  });

  it('lists every note sounding in a window, those still releasing from before it included', () => {
    const bed = MUSIC_BEDS.gentle; // 60 bpm, a chord every 8 s, pads with a 3 s release
    const notes = bedNotes(bed, 9, 10);
    // The first chord (0–8 s, released by 11 s) and the second (from 8 s), four notes each, two layers.
    expect(notes).toHaveLength(16);
    expect(new Set(notes.map((note) => note.start))).toEqual(new Set([0, 8]));
    expect(bedNotes(bed, 12, 13).every((note) => note.start === 8)).toBe(true);
    for (const note of bedNotes(MUSIC_BEDS.energetic, 0, 30)) {
      expect(note.start).toBeGreaterThanOrEqual(0);
      expect(note.frequency).toBeGreaterThan(20);
      expect(note.frequency).toBeLessThan(2000);
    }
  });

  it('gives notes an envelope that rises, holds and releases to silence', () => {
    const [note] = bedNotes(MUSIC_BEDS.encouraging, 0, 0.1);
    if (!note) throw new Error('no note');
    const points = envelope(note);
    expect(pointsAt(points, 0)).toBe(0);
    expect(pointsAt(points, note.duration / 2)).toBeCloseTo(note.gain);
    expect(pointsAt(points, note.duration + note.release)).toBeCloseTo(0, 9);
    expect(pointsAt(points, note.duration + note.release / 2)).toBeCloseTo(note.gain / 2);
  });

  it('ducks under the words and rises for the breath at the end of each sentence', () => {
    const points = duckPoints([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
    ]);
    expect(pointsAt(points, 1.5)).toBe(DUCK.words);
    expect(pointsAt(points, 2.9)).toBe(DUCK.pause);
    expect(pointsAt(points, 3.05)).toBeLessThan(DUCK.pause);
    expect(pointsAt(points, 4.5)).toBe(DUCK.words);
    expect(pointsAt(points, 7)).toBe(DUCK.pause);
    // A sentence too short for the whole breath gives it a third of its length.
    const short = duckPoints([{ start: 0, end: 0.9 }]);
    expect(pointsAt(short, 0.45)).toBe(DUCK.words);
    expect(pointsAt(short, 0.9)).toBe(DUCK.pause);
  });

  it('scales the bed with the volume: its level at the default, silent at 0, clamped to 0–100', () => {
    const bed = MUSIC_BEDS.confident;
    expect(bedGain(bed, MUSIC_VOLUME_DEFAULT)).toBe(bed.level);
    expect(bedGain(bed, 0)).toBe(0);
    expect(bedGain(bed, 150)).toBe(bedGain(bed, 100));
  });
});
