import path from 'node:path';
import type { Readable } from 'node:stream';
import { type AudioSource, createAudioFlights } from './audio-flights';
import { type AudioRequest, audioKey, timingsKey } from './audio-key';
import { catalogue, type Voice } from './catalogue';
import type { EngineName, VoiceEngine } from './engine';
import { chooseEngine, createRemoteEngine, type ProviderSettings } from './engines/choose-engine';
import { createLocalEngine, LOCAL_REVISION, type LocalEngine } from './engines/local/local-engine';
import type { LiveAudio } from './live-audio';
import type { AudioStore, ByteRange } from './store/audio-store';
import { createFsAudioStore } from './store/fs-audio-store';
import { synthesiseInto } from './synthesise-into';
import { estimateTimings, type Timings } from './timings';

export type { AudioSource } from './audio-flights';
export type { AudioRequest } from './audio-key';

export type VoiceServiceOptions = ProviderSettings & {
  /** Audio is cached under `dataDir/audio` unless another store is given. */
  dataDir: string;
  store?: AudioStore;
  /** The most the `dataDir/audio` cache may hold; the least recently used files go first. */
  cacheMaxBytes?: number;
  /** Local voice workers; one per core but one by default. */
  workers?: number | undefined;
  /** Where provider failures are reported (Fastify's logger). */
  logger?: { error(details: object, message: string): void };
};

export type VoiceStats = { syntheses: number; cacheHits: number; fallbacks: number };

export type VoiceService = {
  readonly engine: EngineName;
  readonly voices: Voice[];
  readonly stats: VoiceStats;
  /** Resolves once the engine can speak at full speed (the local voices are loaded and warmed up). */
  ready(): Promise<void>;
  /** Whether the audio is stored already (serving it costs no synthesis). */
  isCached(request: AudioRequest): Promise<boolean>;
  /** The cached audio, or its synthesis: started now, or joined if one is already running. */
  open(request: AudioRequest): Promise<AudioSource>;
  readCached(key: string, range?: ByteRange): Readable;
  /** The whole MP3, once it is also in the cache. */
  audio(request: AudioRequest): Promise<Uint8Array>;
  timings(request: AudioRequest): Promise<Timings>;
  /** The cache keys this request's audio may be stored under: the engine's, and the local fallback's. */
  keysFor(request: AudioRequest): string[];
  /** Deletes a key's audio and timings from the cache (a speech that used it is gone). */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
};

export function createVoiceService(options: VoiceServiceOptions): VoiceService {
  const store =
    options.store ??
    createFsAudioStore(path.join(options.dataDir, 'audio'), { maxBytes: options.cacheMaxBytes });
  const engineName = chooseEngine(options);
  let local: LocalEngine | undefined;
  const localEngine = () => {
    local ??= createLocalEngine({ workers: options.workers });
    return local;
  };
  const primary: VoiceEngine =
    engineName === 'local' ? localEngine() : createRemoteEngine(engineName, options);
  const stats: VoiceStats = { syntheses: 0, cacheHits: 0, fallbacks: 0 };
  const flights = createAudioFlights(store);

  const run = (engine: VoiceEngine, key: string, request: AudioRequest, live: LiveAudio) => {
    stats.syntheses += 1;
    return synthesiseInto(engine, key, request, live, store);
  };

  async function produce(request: AudioRequest, live: LiveAudio): Promise<string> {
    try {
      return await run(primary, audioKey(primary, request), request, live);
    } catch (error) {
      if (primary.name === 'local' || live.started) throw error;
      // A provider that fails before any audio went out (bad key, outage) is covered by the local voice.
      stats.fallbacks += 1;
      options.logger?.error(
        { err: error, engine: primary.name },
        'voice provider failed; using the local voice',
      );
      const fallback = localEngine();
      const fallbackKey = audioKey(fallback, request);
      const cached = await store.get(fallbackKey);
      if (!cached) return run(fallback, fallbackKey, request, live);
      live.push(cached);
      live.end();
      return fallbackKey;
    }
  }

  async function open(request: AudioRequest): Promise<AudioSource> {
    const source = await flights.open(audioKey(primary, request), (live) => produce(request, live));
    if (source.kind === 'cached') stats.cacheHits += 1;
    return source;
  }

  async function audio(request: AudioRequest): Promise<Uint8Array> {
    const source = await open(request);
    if (source.kind === 'cached') {
      const bytes = await store.get(source.key);
      if (bytes) return bytes;
      throw new Error(`cached audio ${source.key} disappeared`);
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of source.read()) chunks.push(chunk);
    await source.stored; // so a request that follows finds it cached
    return Buffer.concat(chunks);
  }

  async function timings(request: AudioRequest): Promise<Timings> {
    const source = await open(request);
    const key = source.kind === 'cached' ? source.key : await source.stored;
    const json = await store.get(timingsKey(key));
    if (json) return JSON.parse(Buffer.from(json).toString('utf8')) as Timings;
    // Audio cached without its timings (written by hand, or by an older version): estimate from the audio.
    return estimateTimings(request.text, (await store.get(key)) ?? new Uint8Array());
  }

  return {
    engine: engineName,
    voices: catalogue(engineName),
    stats,
    ready: async () => {
      await local?.pool.ready();
    },
    isCached: (request) => flights.isCached(audioKey(primary, request)),
    open,
    readCached: (key, range) => store.createReadStream(key, range),
    audio,
    timings,
    keysFor: (request) => [
      ...new Set([
        audioKey(primary, request),
        // The local fallback's key, without starting its workers just to name it.
        audioKey({ name: 'local', revision: LOCAL_REVISION }, request),
      ]),
    ],
    async forget(key) {
      await Promise.all([store.delete(key), store.delete(timingsKey(key))]);
    },
    async close() {
      if (primary !== local) await primary.close();
      await local?.close();
    },
  };
}
