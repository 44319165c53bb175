import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMp3, rms } from '../../../../tests/setup/voice/audio-analysis';
import { collect } from '../../../../tests/setup/voice/sample-speech';
import type { SentenceTiming } from '../../../common/audio-timings';
import { DEFAULT_VOICE_ID } from '../catalogue';
import { createLocalEngine } from '../engines/local/local-engine';
import { createEncoder } from '../engines/local/mp3-encoder';
import { summariseMp3 } from '../mp3-frames';
import { bedLoops } from './bed-loop';
import { MIX_CANCELLED, mixMusic } from './mix-music';

const TEXT = 'You have prepared for this. Walk in and show them who you are. Then breathe, and smile.';
const engine = createLocalEngine({ workers: 1 });
const beds = bedLoops();
let speech: Uint8Array;
let sentences: SentenceTiming[];

beforeAll(async () => {
  const synthesis = engine.synthesize(TEXT, DEFAULT_VOICE_ID, { speed: 1, language: 'en' });
  speech = await collect(synthesis);
  sentences = synthesis.timings() ?? [];
}, 60_000);
afterAll(() => engine.close());

/** The quiet end of each sentence but the last (the voice's breath before the next). */
const pauses = () => sentences.slice(0, -1).map(({ end }) => [end - 0.35, end - 0.05] as const);
const energyIn = (samples: Float32Array, rate: number, [from, to]: readonly [number, number]) =>
  rms(samples.subarray(Math.round(from * rate), Math.round(to * rate)));

describe('mixMusic', () => {
  it('is deterministic, as long as the speech, and fills the pauses the voice leaves silent', async () => {
    const encoder = await createEncoder();
    const job = { kind: 'music' as const, mp3: speech, tone: 'gentle', volume: 60, sentences };
    const mixed = await mixMusic(job, encoder, beds);
    expect(Buffer.from(await mixMusic(job, encoder, beds)).equals(Buffer.from(mixed))).toBe(true);

    const plain = await decodeMp3(speech);
    const music = await decodeMp3(mixed);
    expect(music.errors).toBe(0);
    expect(music.sampleRate).toBe(plain.sampleRate);
    const seconds = (decoded: typeof plain) => decoded.samples.length / decoded.sampleRate;
    expect(Math.abs(seconds(music) - seconds(plain))).toBeLessThan(0.1);
    expect(summariseMp3(mixed).seconds).toBeCloseTo(sentences.at(-1)?.end ?? 0, 0);

    expect(pauses().length).toBe(2);
    for (const pause of pauses()) {
      expect(energyIn(plain.samples, plain.sampleRate, pause)).toBeLessThan(0.003);
      expect(energyIn(music.samples, music.sampleRate, pause)).toBeGreaterThan(0.015);
    }
    // Another tone, another bed; no music at volume 0 leaves only the speech (re-encoded).
    const confident = await mixMusic({ ...job, tone: 'confident' }, encoder, beds);
    expect(Buffer.from(confident).equals(Buffer.from(mixed))).toBe(false);
    const silent = await decodeMp3(await mixMusic({ ...job, volume: 0 }, encoder, beds));
    for (const pause of pauses())
      expect(energyIn(silent.samples, silent.sampleRate, pause)).toBeLessThan(0.003);

    // The bed alone (the mix less the speech through the same codec) is ducked under the middle sentence's
    // words, against its pauses on either side (the first sentence is in the fade-in).
    const bed = music.samples.map((sample, i) => sample - (silent.samples[i] ?? 0));
    const middle = sentences[1] as SentenceTiming;
    const words = energyIn(bed, music.sampleRate, [middle.start + 0.3, middle.end - 0.6]);
    expect(words).toBeGreaterThan(0.005);
    for (const pause of pauses()) expect(energyIn(bed, music.sampleRate, pause)).toBeGreaterThan(1.5 * words);
  }, 60_000);

  it('keeps a mix under full scale when the speech is already near it', async () => {
    const encoder = await createEncoder();
    const rate = 22_050;
    // A tone at 97% of full scale for six seconds, in two 'sentences'.
    const tone = Int16Array.from({ length: 6 * rate }, (_, n) =>
      Math.round(0.97 * 32767 * Math.sin((2 * Math.PI * 220 * n) / rate)),
    );
    const job = {
      kind: 'music' as const,
      mp3: encoder.encode(tone, rate),
      tone: 'confident',
      volume: 100,
      sentences: [
        { start: 0, end: 3 },
        { start: 3, end: 6 },
      ],
    };
    const { samples } = await decodeMp3(await mixMusic(job, encoder, beds));
    expect(samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0)).toBeLessThan(1);
  }, 60_000);

  it('stops at the next slice once its signal aborts, and the encoder mixes the next whole', async () => {
    const encoder = await createEncoder();
    // Three times the speech: three slices of MP3.
    const mp3 = Buffer.concat([speech, speech, speech]);
    const job = { kind: 'music' as const, mp3, tone: 'energetic', volume: 60, sentences };
    const nobody = new AbortController();
    // Aborted by a message that comes in while the first slice is being mixed (when its bed is asked
    // for): the mixer lets its thread's messages in between slices.
    const cancelling = (tone: string, rate: number) => {
      setImmediate(() => nobody.abort());
      return beds(tone, rate);
    };
    await expect(mixMusic(job, encoder, cancelling, nobody.signal)).rejects.toThrow(MIX_CANCELLED);
    const fresh = await mixMusic(job, await createEncoder(), beds);
    expect(Buffer.from(await mixMusic(job, encoder, beds)).equals(Buffer.from(fresh))).toBe(true);
  }, 60_000);
});
