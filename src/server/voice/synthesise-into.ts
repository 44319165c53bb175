import { type AudioRequest, timingsKey } from './audio-key';
import { type SentenceTiming, type SynthesisOptions, type VoiceEngine, VoiceProviderError } from './engine';
import type { LiveAudio } from './live-audio';
import type { AudioStore } from './store/audio-store';
import { estimateTimings, type Timings } from './timings';

type RunOptions = Pick<SynthesisOptions, 'owner' | 'signal'>;

/**
 * Runs one engine over the text, passing each chunk to the listeners as it comes. Resolves once every
 * byte has gone out, to the whole MP3 and the sentence timings (if the engine measured them).
 */
export async function streamInto(
  engine: VoiceEngine,
  request: AudioRequest,
  live: LiveAudio,
  options: RunOptions,
): Promise<{ mp3: Buffer; sentences: SentenceTiming[] | null }> {
  const synthesis = engine.synthesize(request.text, request.voiceId, {
    speed: request.speed,
    language: request.language,
    ...options,
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of synthesis) {
    chunks.push(chunk);
    live.progress = synthesis.progress();
    live.timed = synthesis.timedSoFar();
    live.push(chunk);
  }
  options.signal?.throwIfAborted();
  const mp3 = Buffer.concat(chunks);
  if (mp3.length === 0) throw new VoiceProviderError(engine.name, `${engine.name} returned no audio`);
  live.end();
  return { mp3, sentences: synthesis.timings() };
}

/**
 * streamInto, then stores the audio and its sentence timings under `key`. Resolves to the key; the
 * listeners have every byte by then.
 */
export async function synthesiseInto(
  engine: VoiceEngine,
  key: string,
  request: AudioRequest,
  live: LiveAudio,
  store: AudioStore,
  options: RunOptions,
): Promise<string> {
  const { mp3, sentences } = await streamInto(engine, request, live, options);
  const timings: Timings = sentences ? { sentences, estimated: false } : estimateTimings(request, mp3);
  // Timings first: wherever the audio is stored, its timings already are.
  await store.put(timingsKey(key), Buffer.from(JSON.stringify(timings)));
  await store.put(key, mp3);
  return key;
}
