// Test helpers: decode MP3 with mpg123 (WebAssembly) and measure loudness and pitch of the result.
import { MPEGDecoder } from 'mpg123-decoder';

export type Decoded = { samples: Float32Array; sampleRate: number; errors: number };

export async function decodeMp3(mp3: Uint8Array): Promise<Decoded> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate, errors } = decoder.decode(mp3);
    return { samples: channelData[0] ?? new Float32Array(), sampleRate, errors: errors.length };
  } finally {
    decoder.free();
  }
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

const WINDOW = 1024;
const HOP = 2048;

/**
 * Median fundamental frequency (Hz) of the voiced windows in the first `seconds`, by normalised
 * autocorrelation between 60 and 400 Hz; windows that are quiet or not clearly periodic are skipped.
 */
export function medianPitch(samples: Float32Array, sampleRate: number, seconds = 20): number {
  const limit = Math.min(samples.length, sampleRate * seconds);
  const [minLag, maxLag] = [Math.floor(sampleRate / 400), Math.ceil(sampleRate / 60)];
  const pitches: number[] = [];
  for (let start = 0; start + WINDOW + maxLag < limit; start += HOP) {
    if (rms(samples.subarray(start, start + WINDOW)) < 0.03) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag += 1) {
      let product = 0;
      let energyA = 0;
      let energyB = 0;
      for (let i = start; i < start + WINDOW; i += 1) {
        const a = samples[i] as number;
        const b = samples[i + lag] as number;
        product += a * b;
        energyA += a * a;
        energyB += b * b;
      }
      const correlation = product / Math.sqrt(energyA * energyB + 1e-12);
      if (correlation > best) [best, bestLag] = [correlation, lag];
    }
    if (best > 0.6) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}
