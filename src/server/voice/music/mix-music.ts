import { setImmediate as turn } from 'node:timers/promises';
import { MPEGDecoder } from 'mpg123-decoder';
import type { SentenceTiming } from '../../../common/audio-timings';
import { bedForTone } from '../../../common/music-beds';
import type { Mp3Encoder } from '../engines/local/mp3-encoder';
import { type BedSamples, bedRenderer } from './render-bed';

/** A voice worker's job: a speech's MP3 with its music bed mixed in. */
export type MusicJob = {
  kind: 'music';
  mp3: Uint8Array;
  tone: string;
  /** The slider's volume, 0–100. */
  volume: number;
  sentences: Pick<SentenceTiming, 'start' | 'end'>[];
};

/** The tone's bed (its notes at unity gain) at a sample rate: the worker's loops, rendered once. */
export type BedSource = (tone: string, sampleRate: number) => BedSamples;

export const MIX_CANCELLED = 'mix cancelled: nobody wants it';

/** How much MP3 is decoded, mixed and encoded at a time: memory stays small for any length of speech. */
const SLICE_BYTES = 64 * 1024;

/**
 * Decodes the speech, adds the tone's bed under it (ducked by the sentence timings, as the player does)
 * and encodes the mix again, a slice at a time. Mono at the speech's own sample rate. Between slices it
 * lets its thread's messages in, and stops once `signal` has aborted (nobody wants the mix any more).
 */
export async function mixMusic(
  job: MusicJob,
  encoder: Mp3Encoder,
  beds: BedSource,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const seconds = job.sentences.at(-1)?.end ?? 0;
    const out: Uint8Array[] = [];
    let stream: ReturnType<Mp3Encoder['stream']> | null = null;
    let bed: ReturnType<typeof bedRenderer> | null = null;
    let at = 0;
    for (let offset = 0; offset < job.mp3.length; offset += SLICE_BYTES) {
      if (offset > 0) await turn();
      if (signal?.aborted) throw new Error(MIX_CANCELLED);
      const decoded = decoder.decode(job.mp3.subarray(offset, offset + SLICE_BYTES));
      if (decoded.samplesDecoded === 0) continue;
      stream ??= encoder.stream(decoded.sampleRate);
      bed ??= bedRenderer(
        {
          bed: bedForTone(job.tone),
          sentences: job.sentences,
          volume: job.volume,
          seconds,
          sampleRate: decoded.sampleRate,
        },
        beds(job.tone, decoded.sampleRate),
      );
      const block = mono(decoded.channelData, decoded.samplesDecoded);
      bed.addInto(block, at);
      for (let i = 0; i < block.length; i += 1) block[i] = Math.max(-1, Math.min(1, block[i] as number));
      out.push(stream.add(block));
      at += block.length;
    }
    if (!stream) throw new Error('the speech audio has no frames to mix music into');
    out.push(stream.finish());
    return concat(out);
  } finally {
    decoder.free();
  }
}

function mono(channels: Float32Array[], length: number): Float32Array {
  const [left, right] = channels;
  if (!left) return new Float32Array(length);
  if (!right) return left.slice(0, length);
  const block = new Float32Array(length);
  for (let i = 0; i < length; i += 1) block[i] = ((left[i] as number) + (right[i] as number)) / 2;
  return block;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
