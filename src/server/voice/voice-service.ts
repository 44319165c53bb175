import path from 'node:path';
import type { Readable } from 'node:stream';
import { splitSentences } from '../../common/sentences';
import { type AudioSource, createAudioFlights } from './audio-flights';
import { type AudioRequest, audioKey, musicKey, timingsKey } from './audio-key';
import { catalogue, type Voice } from './catalogue';
import type { EngineName, VoiceEngine } from './engine';
import { chooseEngine, createRemoteEngine, type ProviderSettings } from './engines/choose-engine';
import { createLocalEngine, LOCAL_REVISION, type LocalEngine } from './engines/local/local-engine';
import type { LiveAudio } from './live-audio';
import { startLiveSynthesis } from './live-synthesis';
import { createMusicWorkers, type MusicWorkers } from './music/music-workers';
import type { AudioStore, ByteRange } from './store/audio-store';
import { createFsAudioStore } from './store/fs-audio-store';
import { createSynthesisBudget } from './synthesis-budget';
import { streamInto, synthesiseInto } from './synthesise-into';
import { estimateTimings, type Timings } from './timings';
import { voiceLanguages } from './voice-languages';

export type { AudioSource } from './audio-flights';
/** Audio being synthesised, from its first byte (until `signal` aborts: the listener left). */
export type LiveSource = Pick<Extract<AudioSource, { kind: 'live' }>, 'read'>;

export type VoiceServiceOptions = ProviderSettings & {
  /** Audio is cached under `dataDir/audio` unless another store is given. */
  dataDir: string;
  store?: AudioStore;
  /** The most the `dataDir/audio` cache may hold; the least recently used files go first. */
  cacheMaxBytes?: number;
  /** Local voice workers; by default the voice's share of the cores (workerShares). */
  workers?: number | undefined;
  /** Where provider failures are reported (Fastify's logger). */
  logger?: { error(details: object, message: string): void };
};

/** The bed of a tone, at a volume on the slider (0–100). */
export type MusicChoice = { tone: string; volume: number };

type VoiceStats = { syntheses: number; cacheHits: number; fallbacks: number };

/**
 * Who wants the audio. Syntheses are queued fairly between owners and each owner's waiting audio is
 * capped; `signal` aborts when the listener has gone (the synthesis stops once nobody is listening).
 */
export type Listener = { owner: string; signal?: AbortSignal | undefined };

export type VoiceService = {
  readonly engine: EngineName;
  /** The voices as they are heard now: the local ones while a premium provider is failing. */
  readonly voices: Voice[];
  /** The languages those voices speak (ISO 639-1). */
  readonly languages: readonly string[];
  readonly stats: VoiceStats;
  /** Resolves once the engine can speak at full speed (the local voices are loaded and warmed up). */
  ready(): Promise<void>;
  /** Whether the audio is stored already (serving it costs no synthesis). */
  isCached(request: AudioRequest): Promise<boolean>;
  /**
   * The cached audio, or its synthesis: started now, or joined if one is already running. Throws 429
   * when starting one would put more audio in the owner's queue than they may have.
   */
  open(request: AudioRequest, listener: Listener): Promise<AudioSource>;
  /**
   * The audio from sentence `from` (of splitSentences) to the end, synthesised now and not stored: for a
   * seek past what a synthesis still running has made. Null when the text has no such sentence.
   */
  openFrom(request: AudioRequest, from: number, listener: Listener): LiveSource | null;
  readCached(key: string, range?: ByteRange): Readable;
  /** The whole MP3, once it is also in the cache. */
  audio(request: AudioRequest, listener: Listener): Promise<Uint8Array>;
  timings(request: AudioRequest, listener: Listener): Promise<Timings>;
  /**
   * The timings as far as they are known, starting nothing: all of them once the audio is stored, the
   * sentences measured so far while it is being made (none before it starts), so a page can read along
   * from the first sentence.
   */
  timingsSoFar(request: AudioRequest): Promise<Timings & { complete: boolean }>;
  /**
   * The whole MP3 with the tone's music bed under it (music/mix-music.ts), mixed by the music worker from
   * the audio and its timings (synthesised first if need be), and cached like the audio. Concurrent
   * requests for the same mix share one; it counts in the owner's budget while it runs, and stops when
   * nobody is waiting for it any more.
   */
  withMusic(request: AudioRequest, music: MusicChoice, listener: Listener): Promise<Uint8Array>;
  /**
   * The cache keys this request's audio may be stored under: the engine's, and the local fallback's;
   * with `music`, also those of its mixes.
   */
  keysFor(request: AudioRequest, music?: MusicChoice): string[];
  /** Deletes a key's audio and timings from the cache (a speech that used it is gone). */
  forget(key: string): Promise<void>;
  /**
   * Local voice and music jobs running and waiting, and their workers (no voice workers for a remote
   * engine that never fell back).
   */
  workload(): { running: number; waiting: number; workers: number };
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
  const primaryVoices = catalogue(engineName);
  const localVoices = catalogue('local');
  const flights = createAudioFlights(store);
  const budget = createSynthesisBudget({ throughput: primary.throughput });
  let musicWorkers: MusicWorkers | undefined;

  type Run = { owner: string; signal: AbortSignal };
  const run = (engine: VoiceEngine, key: string, request: AudioRequest, live: LiveAudio, options: Run) => {
    stats.syntheses += 1;
    return synthesiseInto(engine, key, request, live, store, options);
  };

  // While the premium provider is failing, the voices people hear are the local ones, and /api/voices
  // says so (so no page calls them natural). Its next success clears it.
  let primaryFailing = false;

  async function produce(request: AudioRequest, live: LiveAudio, runAs: Run): Promise<string> {
    try {
      const key = await run(primary, audioKey(primary, request), request, live, runAs);
      primaryFailing = false;
      return key;
    } catch (error) {
      if (primary.name === 'local' || live.started || runAs.signal.aborted) throw error;
      // A provider that fails before any audio went out (bad key, outage) is covered by the local voice.
      primaryFailing = true;
      stats.fallbacks += 1;
      options.logger?.error(
        { err: error, engine: primary.name },
        'voice provider failed; using the local voice',
      );
      const fallback = localEngine();
      const fallbackKey = audioKey(fallback, request);
      const cached = await store.get(fallbackKey);
      if (!cached) return run(fallback, fallbackKey, request, live, runAs);
      live.push(cached);
      live.end();
      return fallbackKey;
    }
  }

  async function open(request: AudioRequest, { owner }: Listener): Promise<AudioSource> {
    const source = await flights.open(
      audioKey(primary, request),
      (live, signal) => produce(request, live, { owner, signal }),
      (live) => budget.admit(owner, request.text, request.speed, live),
    );
    if (source.kind === 'cached') stats.cacheHits += 1;
    return source;
  }

  function openFrom(request: AudioRequest, from: number, { owner }: Listener): LiveSource | null {
    const rest = splitSentences(request.text, request.language).slice(from);
    if (rest.length === 0) return null;
    // A line break ends a sentence, so the engine splits the rest into the same sentences.
    const part: AudioRequest = { ...request, text: rest.join('\n') };
    // The engine people are hearing: the local one while the premium provider fails.
    const engine = primaryFailing ? localEngine() : primary;
    const { live } = startLiveSynthesis(
      async (live, signal) => {
        stats.syntheses += 1;
        await streamInto(engine, part, live, { owner, signal });
      },
      (live) => budget.admit(owner, part.text, part.speed, live),
    );
    return { read: (signal) => live.read(signal) };
  }

  /** Listens to a synthesis to its end (or until the listener leaves: then throws its signal's reason). */
  async function listen(source: Extract<AudioSource, { kind: 'live' }>, { signal }: Listener) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of source.read(signal)) chunks.push(chunk);
    signal?.throwIfAborted();
    return { chunks, key: await source.stored };
  }

  /**
   * The whole of a source and the key it is stored under: returns once stored, so a request that follows
   * finds it cached.
   */
  async function whole(source: AudioSource, listener: Listener): Promise<{ key: string; bytes: Uint8Array }> {
    if (source.kind === 'live') {
      const { chunks, key } = await listen(source, listener);
      return { key, bytes: Buffer.concat(chunks) };
    }
    const bytes = await store.get(source.key);
    if (bytes) return { key: source.key, bytes };
    throw new Error(`cached audio ${source.key} disappeared`);
  }

  async function audio(request: AudioRequest, listener: Listener): Promise<Uint8Array> {
    return (await whole(await open(request, listener), listener)).bytes;
  }

  async function storedTimings(key: string, request: AudioRequest): Promise<Timings> {
    const json = await store.get(timingsKey(key));
    if (json) return JSON.parse(Buffer.from(json).toString('utf8')) as Timings;
    // Audio cached without its timings (written by hand, or by an older version): estimate from the audio.
    return estimateTimings(request, (await store.get(key)) ?? new Uint8Array());
  }

  async function timings(request: AudioRequest, listener: Listener): Promise<Timings> {
    const source = await open(request, listener);
    const key = source.kind === 'cached' ? source.key : (await listen(source, listener)).key;
    return storedTimings(key, request);
  }

  async function timingsSoFar(request: AudioRequest): Promise<Timings & { complete: boolean }> {
    const found = await flights.peek(audioKey(primary, request));
    if (found?.kind === 'cached') return { ...(await storedTimings(found.key, request)), complete: true };
    return { sentences: found?.timed ?? [], estimated: false, complete: false };
  }

  async function withMusic(request: AudioRequest, music: MusicChoice, listener: Listener) {
    const speech = await whole(await open(request, listener), listener);
    const { sentences } = await storedTimings(speech.key, request);
    const key = musicKey(speech.key, music);
    // Mixing is work like synthesis (decoding, adding the bed, encoding again): it counts against the
    // same budget while it runs, and, like a synthesis, stops soon after its last listener leaves.
    const mixing = await flights.open(
      key,
      async (live, signal) => {
        musicWorkers ??= createMusicWorkers();
        const mp3 = await musicWorkers.mix(
          { mp3: speech.bytes, sentences: sentences.map(({ start, end }) => ({ start, end })), ...music },
          { group: listener.owner, signal },
        );
        await store.put(key, mp3);
        live.push(mp3);
        live.end();
        return key;
      },
      (live) => budget.admit(listener.owner, request.text, request.speed, live),
    );
    return (await whole(mixing, listener)).bytes;
  }

  return {
    engine: engineName,
    get voices() {
      return primaryFailing ? localVoices : primaryVoices;
    },
    get languages() {
      return voiceLanguages(primaryFailing ? 'local' : engineName);
    },
    stats,
    ready: async () => {
      await local?.pool.ready();
    },
    isCached: (request) => flights.isCached(audioKey(primary, request)),
    open,
    openFrom,
    readCached: (key, range) => store.createReadStream(key, range),
    audio,
    timings,
    timingsSoFar,
    withMusic,
    keysFor: (request, music) => {
      const keys = new Set([
        audioKey(primary, request),
        // The local fallback's key, without starting its workers just to name it.
        audioKey({ name: 'local', revision: LOCAL_REVISION }, request),
      ]);
      return [...keys, ...(music ? [...keys].map((key) => musicKey(key, music)) : [])];
    },
    async forget(key) {
      await Promise.all([store.delete(key), store.delete(timingsKey(key))]);
    },
    workload: () => {
      const idle = { running: 0, waiting: 0, workers: 0 };
      const [voices, music] = [local?.pool.load() ?? idle, musicWorkers?.load() ?? idle];
      return {
        running: voices.running + music.running,
        waiting: voices.waiting + music.waiting,
        workers: voices.workers + music.workers,
      };
    },
    async close() {
      if (primary !== local) await primary.close();
      await local?.close();
      await musicWorkers?.close();
    },
  };
}
