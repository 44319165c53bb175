import { bedForTone, bedNotes, type MusicBed } from '../../../common/music-beds';
import { type BedSamples, bedGrid, bedNoteSamples, noteSamples } from './render-bed';

/**
 * A bed's notes rendered once and replayed: the first loop of its chords, plus the notes of that loop
 * still ringing into the next (`tail` samples). Any later sample is the same as one of those: the loop's
 * notes, and within `tail` of a loop's start also the last loop's releases (as in the second loop). A
 * note must not ring on for a whole loop; the tests check each bed against its notes rendered afresh.
 */
export function bedLoop(bed: MusicBed, sampleRate: number): BedSamples {
  const grid = bedGrid(bed, sampleRate);
  const { length } = grid;
  const ends = bedNotes(bed, 0, grid.seconds).map(
    (note) => grid.sampleOf(note.start) + noteSamples(note, sampleRate),
  );
  const tail = Math.max(0, ...ends) - length;
  const first = new Float32Array(length + tail);
  bedNoteSamples(bed, sampleRate).addInto(first, 0);
  const at = (n: number) => {
    if (n < first.length) return n;
    const inLoop = (n - length) % length;
    return inLoop < tail ? length + inLoop : inLoop;
  };
  return {
    addInto(out, from) {
      for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) + (first[at(from + i)] as number);
    },
  };
}

/**
 * Each tone's loop at each sample rate, rendered the first time a mix needs it and kept for the life of
 * the music worker (a few MB each; the worker stops after a quiet minute).
 */
export function bedLoops(): (tone: string, sampleRate: number) => BedSamples {
  const loops = new Map<string, BedSamples>();
  return (tone, sampleRate) => {
    const bed = bedForTone(tone);
    const name = `${bed.tone}@${sampleRate}`;
    const loop = loops.get(name) ?? bedLoop(bed, sampleRate);
    loops.set(name, loop);
    return loop;
  };
}
