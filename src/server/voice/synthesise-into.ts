import { type AudioRequest, timingsKey } from './audio-key';
import { type SynthesisOptions, type VoiceEngine, VoiceProviderError } from './engine';
import type { LiveAudio } from './live-audio';
import type { AudioStore } from './store/audio-store';
import { estimateTimings, type Timings } from './timings';

/**
 * Runs one engine over the text, passing each chunk to the listeners as it comes, then stores the audio
 * and its sentence timings under `key`. Resolves to the key; the listeners have every byte by then.
 */
export async function synthesiseInto(
  engine: VoiceEngine,
  key: string,
  request: AudioRequest,
  live: LiveAudio,
  store: AudioStore,
  options: Pick<SynthesisOptions, 'owner' | 'signal'>,
): Promise<string> {
  const synthesis = engine.synthesize(request.text, request.voiceId, { speed: request.speed, ...options });
  const chunks: Uint8Array[] = [];
  for await (const chunk of synthesis) {
    chunks.push(chunk);
    live.progress = synthesis.progress();
    live.push(chunk);
  }
  options.signal?.throwIfAborted();
  const mp3 = Buffer.concat(chunks);
  if (mp3.length === 0) throw new VoiceProviderError(engine.name, `${engine.name} returned no audio`);
  live.end();
  const sentences = synthesis.timings();
  const timings: Timings = sentences ? { sentences, estimated: false } : estimateTimings(request.text, mp3);
  // Timings first: wherever the audio is stored, its timings already are.
  await store.put(timingsKey(key), Buffer.from(JSON.stringify(timings)));
  await store.put(key, mp3);
  return key;
}
