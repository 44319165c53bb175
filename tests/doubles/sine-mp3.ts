// Honest audio for the voice-service test doubles: a real MP3 of a 220 Hz tone, encoded with LAME (the
// same encoder the local engine uses), so clients that parse or decode the answer see valid frames.
import { createMp3Encoder } from 'wasm-media-encoders';

export type Mp3Format = { sampleRate: 22050 | 24000 | 44100; kbps: 32 | 64 | 128 };

const clips = new Map<string, Promise<Uint8Array>>();

async function encodeOneSecond({ sampleRate, kbps }: Mp3Format): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: kbps });
  const pcm = Float32Array.from(
    { length: sampleRate },
    (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / sampleRate),
  );
  const body = encoder.encode([pcm]).slice();
  return Buffer.concat([body, encoder.finalize()]);
}

/** About `seconds` of tone: whole MP3 frames, so the copies concatenate into one valid stream. */
export async function toneMp3(
  seconds: number,
  format: Mp3Format = { sampleRate: 22050, kbps: 32 },
): Promise<Buffer> {
  const name = `${format.sampleRate}/${format.kbps}`;
  if (!clips.has(name)) clips.set(name, encodeOneSecond(format));
  const clip = await (clips.get(name) as Promise<Uint8Array>);
  return Buffer.concat(Array.from({ length: Math.max(1, Math.round(seconds)) }, () => clip));
}

/** Seconds of speech in `text` at ~150 words a minute, as a speech service would roughly return. */
export const spokenSeconds = (text: string) => (text.trim().split(/\s+/).length / 150) * 60;
