import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rms } from '../../../../tests/setup/voice/audio-analysis';
import { TONES } from '../../../common/enums';
import { DUCK, MUSIC_BEDS } from '../../../common/music-beds';
import { MUSIC_VOLUME_DEFAULT } from '../../../common/music-choice';
import { bedLoop } from './bed-loop';
import { type BedScore, bedGrid, bedNoteSamples, bedRenderer, renderBed } from './render-bed';

const RATE = 22_050;
// Four sentences of three seconds: words until half a second before each end, then the breath.
const sentences = [0, 3, 6, 9].map((start) => ({ start, end: start + 3 }));
const score = (tone: (typeof TONES)[number], volume = MUSIC_VOLUME_DEFAULT): BedScore => ({
  bed: MUSIC_BEDS[tone],
  sentences,
  volume,
  seconds: 12,
  sampleRate: RATE,
});
const hash = (samples: Float32Array) =>
  createHash('sha256').update(new Uint8Array(samples.buffer)).digest('hex');
const window = (samples: Float32Array, from: number, to: number) =>
  samples.subarray(Math.round(from * RATE), Math.round(to * RATE));

describe('the server’s music bed', () => {
  it.each(TONES)('%s: the same score gives the same samples, whole or in blocks of any size', (tone) => {
    const length = 12 * RATE;
    const whole = renderBed(score(tone), length);
    expect(hash(renderBed(score(tone), length))).toBe(hash(whole));
    const blocks = new Float32Array(length);
    const renderer = bedRenderer(score(tone));
    for (let at = 0, size = 1000; at < length; at += size, size = size * 2 + 7) {
      renderer.addInto(blocks.subarray(at, Math.min(length, at + size)), at);
    }
    let largest = 0;
    for (let i = 0; i < length; i += 1)
      largest = Math.max(largest, Math.abs((blocks[i] ?? 0) - (whole[i] ?? 0)));
    expect(largest).toBeLessThan(1e-6);
  });

  it.each(TONES)(
    '%s: sounds all through, louder in the pauses than under the words, and stays in range',
    (tone) => {
      const samples = renderBed(score(tone), 12 * RATE);
      expect(samples.length).toBe(12 * RATE);
      const words = rms(window(samples, 3.5, 5.2));
      const pause = rms(window(samples, 5.75, 6));
      expect(words).toBeGreaterThan(0.005);
      // Ducked under the words to DUCK.words of its level, within what the chords themselves vary.
      expect(pause / words).toBeGreaterThan(1.4);
      expect(pause / words).toBeLessThan((DUCK.pause / DUCK.words) * 1.8);
      expect(samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0)).toBeLessThan(0.5);
    },
  );

  it('fades in from silence and out to silence, and scales with the volume', () => {
    const samples = renderBed(score('confident'), 12 * RATE);
    expect(rms(window(samples, 0, 0.05))).toBeLessThan(0.002);
    expect(rms(window(samples, 11.95, 12))).toBeLessThan(0.002);
    const louder = renderBed(score('confident', 100), 12 * RATE);
    const ratio = rms(window(louder, 3.5, 5.2)) / rms(window(samples, 3.5, 5.2));
    expect(ratio).toBeCloseTo(100 / MUSIC_VOLUME_DEFAULT, 3);
    expect(rms(renderBed(score('confident', 0), 12 * RATE))).toBe(0);
  });

  it('each tone has its own bed', () => {
    const hashes = TONES.map((tone) => hash(renderBed(score(tone), 4 * RATE)));
    expect(new Set(hashes).size).toBe(TONES.length);
  });

  it.each(TONES)(
    '%s: the loop rendered once gives the samples of the notes rendered afresh, loops later',
    (tone) => {
      const bed = MUSIC_BEDS[tone];
      const { length } = bedGrid(bed, RATE);
      const loop = bedLoop(bed, RATE);
      const notes = bedNoteSamples(bed, RATE);
      // Across the first loops' joins, and an hour in (a loop's start, its middle, its end).
      const hour = Math.round((3600 * RATE) / length) * length;
      for (const from of [
        0,
        length - 5000,
        2 * length - 5000,
        3 * length + 12_345,
        hour - 5000,
        hour + Math.floor(length / 2),
      ]) {
        const looped = new Float32Array(10_000);
        const fresh = new Float32Array(10_000);
        loop.addInto(looped, from);
        notes.addInto(fresh, from);
        let largest = 0;
        for (let i = 0; i < looped.length; i += 1)
          largest = Math.max(largest, Math.abs((looped[i] ?? 0) - (fresh[i] ?? 0)));
        expect(rms(fresh), `${tone} at ${from}`).toBeGreaterThan(0.01);
        expect(largest, `${tone} at ${from}`).toBeLessThan(1e-5);
      }
    },
  );
});
