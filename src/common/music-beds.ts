import type { SentenceTiming } from './audio-timings';
import type { Tone } from './enums';
import { MUSIC_BED_NAMES, MUSIC_VOLUME_DEFAULT, MUSIC_VOLUME_MAX, musicTone } from './music-choice';

// The music bed under a speech: one description per tone, read by both synthesisers (the browser's Web
// Audio one, src/client/lib/audio/music/, and the server's offline renderer, src/server/voice/music/), so the
// download sounds like what was heard. Times are in seconds of the speech (its own clock: the player
// scales them by the playback speed), gains are linear, 1 being the speech's full scale.

type Wave = 'sine' | 'triangle';

/**
 * One instrument of a bed. `pad`: each chord held for its whole span. `pluck`: the chord's notes (or its
 * root, or one at a time in turn) struck on the steps of `pattern`. `kick`: a soft drum, a sine falling
 * from `frequency` to `sweepTo` on the steps of `pattern`.
 */
type BedLayer = {
  kind: 'pad' | 'pluck' | 'kick';
  wave: Wave;
  /** Semitones added to the chord's notes (pads and plucks). */
  transpose: number;
  notes: 'chord' | 'root' | 'arpeggio';
  /** Velocities (0–1) per step, a step being `stepBeats` beats; repeats through the chord. */
  pattern: readonly number[];
  stepBeats: number;
  /** Seconds: rise to full, and fall to silence after the note's length. */
  attack: number;
  release: number;
  /** How long a struck note is held, in steps (pads hold the chord). */
  holdSteps: number;
  /** Gain of one note at velocity 1. */
  gain: number;
  /** Kicks: start and end frequency (Hz). */
  frequency?: number;
  sweepTo?: number;
};

export type MusicBed = {
  tone: Tone;
  /** What the player calls it (music-choice.ts). */
  name: string;
  tempo: number;
  /** MIDI note numbers, one chord a span of `beatsPerChord` beats, looping. */
  chords: readonly (readonly number[])[];
  beatsPerChord: number;
  layers: readonly BedLayer[];
  /** The bed's gain at full volume, before ducking. */
  level: number;
};

/**
 * Ducking: the bed's gain while words play and in the pauses between sentences, and how fast it moves
 * between them. The pause is the end of each sentence (the voices leave a breath after the last word):
 * its last `tail` seconds (at most a third of the sentence) and until the next sentence starts.
 */
export const DUCK = { words: 0.45, pause: 1, fall: 0.12, rise: 0.2, tail: 0.5 } as const;

/** Fades (seconds): in when playback starts, out when it pauses or stops; the download's in and out. */
export const MUSIC_FADE = { in: 1.5, resume: 0.4, out: 0.3, fileOut: 2 } as const;

const layer = (fields: Partial<BedLayer> & Pick<BedLayer, 'kind' | 'gain'>): BedLayer => ({
  wave: 'sine',
  transpose: 0,
  notes: 'chord',
  pattern: [1],
  stepBeats: 1,
  attack: 0.01,
  release: 0.3,
  holdSteps: 1,
  ...fields,
});

const pad = (wave: Wave, transpose: number, attack: number, release: number, gain: number) =>
  layer({ kind: 'pad', wave, transpose, attack, release, gain });
const kick = (pattern: number[], stepBeats: number, gain: number) =>
  layer({
    kind: 'kick',
    pattern,
    stepBeats,
    release: 0.05,
    holdSteps: 0.6,
    gain,
    frequency: 120,
    sweepTo: 45,
  });

export const MUSIC_BEDS: Record<Tone, MusicBed> = {
  // Slow, soft sine pads: C major 7, A minor 7, F major 7, G add 9, eight seconds each.
  gentle: {
    tone: 'gentle',
    name: MUSIC_BED_NAMES.gentle,
    tempo: 60,
    beatsPerChord: 8,
    chords: [
      [48, 55, 59, 64],
      [45, 52, 55, 60],
      [41, 48, 52, 57],
      [43, 50, 55, 57],
    ],
    layers: [pad('sine', 0, 2.5, 3, 0.22), pad('triangle', 12, 3, 3, 0.04)],
    level: 0.16,
  },
  // Warm triangle chords, I–V–vi–IV in D, a low root on each beat.
  encouraging: {
    tone: 'encouraging',
    name: MUSIC_BED_NAMES.encouraging,
    tempo: 76,
    beatsPerChord: 4,
    chords: [
      [50, 57, 62, 66],
      [45, 52, 57, 61],
      [47, 54, 59, 62],
      [43, 50, 55, 59],
    ],
    layers: [
      pad('triangle', 0, 0.8, 1.5, 0.1),
      layer({
        kind: 'pluck',
        notes: 'root',
        transpose: -12,
        pattern: [1, 0.55, 0.8, 0.55],
        gain: 0.3,
        release: 0.6,
      }),
    ],
    level: 0.24,
  },
  // A steady eighth-note bass pulse in A minor, a kick on every beat, a quiet pad behind.
  confident: {
    tone: 'confident',
    name: MUSIC_BED_NAMES.confident,
    tempo: 92,
    beatsPerChord: 4,
    chords: [
      [45, 52, 57, 60],
      [41, 48, 53, 57],
      [48, 55, 60, 64],
      [43, 50, 55, 59],
    ],
    layers: [
      pad('sine', 0, 0.6, 1, 0.07),
      layer({
        kind: 'pluck',
        wave: 'triangle',
        notes: 'root',
        transpose: -12,
        pattern: [1, 0.6],
        stepBeats: 0.5,
        holdSteps: 0.7,
        release: 0.12,
        gain: 0.32,
      }),
      kick([1], 1, 0.45),
    ],
    level: 0.18,
  },
  // Quick sixteenth-note arpeggios over four-on-the-floor, I–V–vi–IV in C.
  energetic: {
    tone: 'energetic',
    name: MUSIC_BED_NAMES.energetic,
    tempo: 118,
    beatsPerChord: 4,
    chords: [
      [48, 55, 60, 64],
      [43, 50, 55, 59],
      [45, 52, 57, 60],
      [41, 48, 53, 57],
    ],
    layers: [
      pad('triangle', 0, 0.3, 0.6, 0.05),
      layer({
        kind: 'pluck',
        wave: 'triangle',
        notes: 'arpeggio',
        transpose: 12,
        pattern: [1, 0.5, 0.7, 0.5],
        stepBeats: 0.25,
        holdSteps: 0.8,
        release: 0.08,
        gain: 0.12,
      }),
      layer({
        kind: 'pluck',
        notes: 'root',
        transpose: -12,
        pattern: [0, 1],
        stepBeats: 0.5,
        holdSteps: 0.8,
        release: 0.1,
        gain: 0.3,
      }),
      kick([1], 1, 0.5),
    ],
    level: 0.17,
  },
};

/** The bed for a tone (a speech's tone that is not one of ours gets the encouraging bed). */
export const bedForTone = (tone: string): MusicBed => MUSIC_BEDS[musicTone(tone)];

/** One note to sound: its time and length in speech seconds, before the release. */
export type BedNote = {
  start: number;
  duration: number;
  frequency: number;
  /** For kicks: the frequency it falls to, exponentially, over its length. */
  sweepTo?: number | undefined;
  wave: Wave;
  gain: number;
  attack: number;
  release: number;
};

const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Every note of the bed sounding at any moment in [from, to): started before `to`, not yet released at `from`. */
export function bedNotes(bed: MusicBed, from: number, to: number): BedNote[] {
  const beat = 60 / bed.tempo;
  const span = beat * bed.beatsPerChord;
  const notes: BedNote[] = [];
  const longestRelease = Math.max(...bed.layers.map((l) => l.release));
  const first = Math.max(0, Math.floor((from - longestRelease) / span) - 1);
  for (let index = first; index * span < to; index += 1) {
    const chord = bed.chords[index % bed.chords.length] ?? [];
    const chordStart = index * span;
    for (const part of bed.layers) {
      for (const note of layerNotes(part, chord, chordStart, span, beat)) {
        if (note.start < to && note.start + note.duration + note.release > from) notes.push(note);
      }
    }
  }
  return notes.sort((a, b) => a.start - b.start);
}

function layerNotes(
  part: BedLayer,
  chord: readonly number[],
  chordStart: number,
  span: number,
  beat: number,
) {
  const base = { wave: part.wave, attack: part.attack, release: part.release };
  if (part.kind === 'pad') {
    return chord.map((note) => ({
      ...base,
      start: chordStart,
      duration: span,
      frequency: midiToHz(note + part.transpose),
      gain: part.gain,
    }));
  }
  const step = beat * part.stepBeats;
  const steps = Math.round(span / step);
  const notes: BedNote[] = [];
  for (let i = 0; i < steps; i += 1) {
    const velocity = part.pattern[i % part.pattern.length] ?? 0;
    if (velocity <= 0) continue;
    const at = {
      ...base,
      start: chordStart + i * step,
      duration: step * part.holdSteps,
      gain: part.gain * velocity,
    };
    if (part.kind === 'kick') {
      notes.push({ ...at, frequency: part.frequency ?? 100, sweepTo: part.sweepTo });
      continue;
    }
    const pitches =
      part.notes === 'chord' ? chord : [part.notes === 'root' ? chord[0] : chord[i % chord.length]];
    for (const pitch of pitches) {
      if (pitch !== undefined) notes.push({ ...at, frequency: midiToHz(pitch + part.transpose) });
    }
  }
  return notes;
}

/** A note's envelope as [seconds after its start, gain] points, joined by straight lines. */
export function envelope(note: BedNote): [number, number][] {
  const attack = Math.min(note.attack, note.duration);
  return [
    [0, 0],
    [attack, note.gain],
    [note.duration, note.gain],
    [note.duration + note.release, 0],
  ];
}

/**
 * The value of piecewise-linear points (in time order) at `t`, held flat before the first and after the
 * last. Found by halving: a long speech's ducking has thousands of points, asked for every few samples.
 */
export function pointsAt(points: readonly (readonly [number, number])[], t: number): number {
  const [firstTime, firstValue] = points[0] ?? [0, 0];
  if (t <= firstTime) return firstValue;
  // The first point at or after t.
  let low = 1;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle] as readonly [number, number])[0] < t) low = middle + 1;
    else high = middle;
  }
  if (low === points.length) return points.at(-1)?.[1] ?? 0;
  const [time, value] = points[low] as readonly [number, number];
  const [prevTime, prevValue] = points[low - 1] as readonly [number, number];
  return time === prevTime ? value : prevValue + ((value - prevValue) * (t - prevTime)) / (time - prevTime);
}

/**
 * The ducking gain over the speech as [speech seconds, gain] points: down to `DUCK.words` as each
 * sentence starts, back up to `DUCK.pause` for its closing breath and the gap before the next.
 */
export function duckPoints(sentences: readonly Pick<SentenceTiming, 'start' | 'end'>[]): [number, number][] {
  const points: [number, number][] = [[0, DUCK.pause]];
  for (const { start, end } of sentences) {
    const length = end - start;
    if (length <= 0) continue;
    const fall = Math.min(DUCK.fall, length / 3);
    const tail = Math.min(DUCK.tail, length / 3);
    const rise = Math.min(DUCK.rise, tail);
    points.push([start, DUCK.pause], [start + fall, DUCK.words], [end - tail, DUCK.words]);
    points.push([end - tail + rise, DUCK.pause], [end, DUCK.pause]);
  }
  return points;
}

/** The bed's gain for a volume on the slider (0–100): the bed's level, scaled. */
export const bedGain = (bed: MusicBed, volume: number) =>
  bed.level * (Math.min(MUSIC_VOLUME_MAX, Math.max(0, volume)) / MUSIC_VOLUME_DEFAULT);
