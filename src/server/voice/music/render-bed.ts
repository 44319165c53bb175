import type { SentenceTiming } from '../../../common/audio-timings';
import {
  type BedNote,
  bedGain,
  bedNotes,
  duckPoints,
  envelope,
  MUSIC_FADE,
  type MusicBed,
  pointsAt,
} from '../../../common/music-beds';

// The server's music bed: the browser's synthesiser (src/client/lib/audio/music/) done offline, as PCM samples,
// from the same bed description, ducked by the same sentence timings. Pure and deterministic: the same
// arguments give the same samples, and a bed rendered block by block is the bed rendered whole.

export type BedScore = {
  bed: MusicBed;
  /** Where the sentences fall, for the ducking. */
  sentences: readonly Pick<SentenceTiming, 'start' | 'end'>[];
  /** The slider's volume, 0–100. */
  volume: number;
  /** The speech's length in seconds: the bed fades out over its last seconds. */
  seconds: number;
  sampleRate: number;
};

const TAU = 2 * Math.PI;
const STEP = 64;

/** A bed's notes summed at unity gain, before the volume, the ducking and the fades. */
export type BedSamples = {
  /** Adds the samples [from, from + out.length) into `out`. */
  addInto(out: Float32Array, from: number): void;
};

/**
 * Where the bed's notes fall in samples. The chords loop every `length` samples (the progression's
 * length in seconds, rounded to a whole sample: the tempo moves by a few parts in a million), and each
 * note starts on the sample it would have in the first loop, so the bed repeats sample for sample.
 */
export function bedGrid(bed: MusicBed, sampleRate: number) {
  const seconds = (bed.chords.length * bed.beatsPerChord * 60) / bed.tempo;
  const length = Math.round(seconds * sampleRate);
  return {
    seconds,
    length,
    sampleOf(time: number): number {
      const loop = Math.floor(time / seconds + 1e-9);
      return loop * length + Math.round((time - loop * seconds) * sampleRate);
    },
  };
}

/** The bed note by note, each block worked out afresh: what a loop is cut from (bed-loop.ts). */
export function bedNoteSamples(bed: MusicBed, sampleRate: number): BedSamples {
  const grid = bedGrid(bed, sampleRate);
  // Snapping to the grid moves a note by up to half a sample per loop: look that much wider.
  const slack = (t: number) => (t / grid.seconds + 1) / sampleRate;
  return {
    addInto(out, from) {
      const t0 = from / sampleRate;
      const t1 = (from + out.length) / sampleRate;
      for (const note of bedNotes(bed, t0 - slack(t0), t1 + slack(t1)))
        addNote(out, note, from, grid.sampleOf(note.start), sampleRate);
    },
  };
}

/**
 * A renderer for one speech's bed: `samples` (by default the notes rendered afresh) under the gain of
 * the volume, the ducking and the fades.
 */
export function bedRenderer(score: BedScore, samples = bedNoteSamples(score.bed, score.sampleRate)) {
  const { bed, sampleRate, seconds } = score;
  const gain = bedGain(bed, score.volume);
  const duck = duckPoints(score.sentences);
  const fadeIn = MUSIC_FADE.in;
  const fadeOut = Math.min(MUSIC_FADE.fileOut, seconds / 2);
  const master = (t: number) =>
    gain * pointsAt(duck, t) * Math.min(1, t / fadeIn, Math.max(0, (seconds - t) / fadeOut));

  return {
    /** Adds the bed's samples [from, from + out.length) into `out`. */
    addInto(out: Float32Array, from: number): void {
      const sum = new Float32Array(out.length);
      samples.addInto(sum, from);
      // The gain moves slowly (tenths of a second): worked out every STEP samples of the speech (counted
      // from its start, so any blocks give the same samples), in straight lines between.
      for (let n = from; n < from + out.length; ) {
        const corner = Math.floor(n / STEP) * STEP;
        const a = master(corner / sampleRate);
        const slope = (master((corner + STEP) / sampleRate) - a) / STEP;
        const end = Math.min(from + out.length, corner + STEP);
        for (; n < end; n += 1)
          out[n - from] = (out[n - from] as number) + (sum[n - from] as number) * (a + slope * (n - corner));
      }
    },
  };
}

/** The whole bed for a speech of `length` samples (tests; the worker renders it in blocks). */
export function renderBed(score: BedScore, length: number, samples?: BedSamples): Float32Array {
  const out = new Float32Array(length);
  bedRenderer(score, samples).addInto(out, 0);
  return out;
}

/**
 * Adds one note's samples (oscillator times envelope), starting at `startSample`, that fall in
 * [from, from + out.length).
 */
function addNote(out: Float32Array, note: BedNote, from: number, startSample: number, sampleRate: number) {
  const endSample = startSample + noteSamples(note, sampleRate);
  const first = Math.max(from, startSample);
  const last = Math.min(from + out.length, endSample);
  if (last <= first) return;
  const wave = out.subarray(first - from, last - from).map(() => 0);
  fillOscillator(wave, note, (first - startSample) / sampleRate, sampleRate);
  const points = envelope(note);
  // Envelope corners, in samples, so each stretch between them is a straight line worked out once.
  const corners = points.map(([time]) => startSample + time * sampleRate);
  let n = first;
  for (let segment = 0; segment < points.length - 1; segment += 1) {
    const [, fromGain] = points[segment] as [number, number];
    const [, toGain] = points[segment + 1] as [number, number];
    const a = corners[segment] as number;
    const b = corners[segment + 1] as number;
    const hi = Math.min(last, Math.ceil(b));
    if (b <= a) continue;
    const slope = (toGain - fromGain) / (b - a);
    for (; n < hi; n += 1) {
      out[n - from] = (out[n - from] as number) + (wave[n - first] as number) * (fromGain + slope * (n - a));
    }
  }
}

/** How many samples a note sounds for, its release included. */
export const noteSamples = (note: BedNote, sampleRate: number) =>
  Math.round((note.duration + note.release) * sampleRate);

/**
 * The note's oscillator from `t` seconds into it, a sample per slot of `into`: Web Audio's shapes, a sine
 * or a triangle rising from 0 (as its Fourier series does). A steady sine turns by a fixed rotation each
 * sample from its exact phase at `t`; a kick falls exponentially in pitch.
 */
function fillOscillator(into: Float32Array, note: BedNote, t: number, sampleRate: number): void {
  const f0 = note.frequency;
  const f1 = note.sweepTo;
  const length = into.length;
  if (f1 !== undefined && f1 !== f0) {
    const d = note.duration;
    const k = Math.log(f1 / f0) / d;
    const atEnd = (TAU * f0 * (Math.exp(k * d) - 1)) / k;
    for (let n = 0; n < length; n += 1) {
      const at = t + n / sampleRate;
      const radians = at <= d ? (TAU * f0 * (Math.exp(k * at) - 1)) / k : atEnd + TAU * f1 * (at - d);
      into[n] = note.wave === 'sine' ? Math.sin(radians) : triangle(radians / TAU);
    }
    return;
  }
  const cycles = f0 * t;
  if (note.wave === 'sine') {
    let sin = Math.sin(TAU * cycles);
    let cos = Math.cos(TAU * cycles);
    const stepSin = Math.sin((TAU * f0) / sampleRate);
    const stepCos = Math.cos((TAU * f0) / sampleRate);
    for (let n = 0; n < length; n += 1) {
      into[n] = sin;
      const next = sin * stepCos + cos * stepSin;
      cos = cos * stepCos - sin * stepSin;
      sin = next;
    }
    return;
  }
  let cycle = cycles - Math.floor(cycles);
  const step = f0 / sampleRate;
  for (let n = 0; n < length; n += 1) {
    into[n] = cycle < 0.25 ? 4 * cycle : cycle < 0.75 ? 2 - 4 * cycle : 4 * cycle - 4;
    cycle += step;
    if (cycle >= 1) cycle -= 1;
  }
}

/** A triangle wave at `cycle` (its fraction is the position in the cycle): 0, up to 1, down to -1, up. */
function triangle(cycle: number): number {
  const p = cycle - Math.floor(cycle);
  return p < 0.25 ? 4 * p : p < 0.75 ? 2 - 4 * p : 4 * p - 4;
}
