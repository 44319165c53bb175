import type { SentenceTiming } from '../../common/audio-timings';
import type { LiveAudio } from './live-audio';
import { type Admit, startLiveSynthesis } from './live-synthesis';
import type { AudioStore } from './store/audio-store';

export type AudioSource =
  | { kind: 'cached'; key: string; size: number }
  /**
   * Being synthesised: `read()` yields every byte from the start (until `signal` aborts: the listener
   * left); `stored` resolves to the cache key.
   */
  | { kind: 'live'; read(signal?: AbortSignal): AsyncGenerator<Uint8Array>; stored: Promise<string> };

/**
 * Synthesises into `live` and stores the result; resolves to the key it was stored under. Stops (and
 * rejects) when `signal` aborts: nobody is listening any more.
 */
export type Produce = (live: LiveAudio, signal: AbortSignal) => Promise<string>;

type Running = { live: LiveAudio; stored: Promise<string>; cancelled: AbortSignal };
type Entry = Running | { storedAs: string };

// How long a finished synthesis is remembered: covers requests that looked in the store just before it
// landed, and (after a provider failure) serves the fallback audio for a while before trying it again.
const REMEMBER_MS = 60_000;

/**
 * Single flight over the audio store: however many requests want the same audio at once, it is produced
 * once, and every request streams it from the first byte while it is being produced. When every listener
 * has gone, the synthesis stops (unless nearly done) and nothing is stored.
 */
export function createAudioFlights(store: AudioStore) {
  const entries = new Map<string, Entry>();

  const storedKeyOf = (key: string, entry: Entry | undefined) =>
    entry && 'storedAs' in entry ? entry.storedAs : key;

  const liveSource = ({ live, stored }: Running): AudioSource => ({
    kind: 'live',
    read: (signal) => live.read(signal),
    stored,
  });

  function start(key: string, produce: Produce, admit: Admit | undefined): Running {
    const synthesis = startLiveSynthesis(produce, admit);
    const running: Running = {
      live: synthesis.live,
      cancelled: synthesis.cancelled,
      stored: synthesis.result.then(
        (storedAs) => {
          entries.set(key, { storedAs });
          setTimeout(() => {
            const current = entries.get(key);
            if (current && 'storedAs' in current && current.storedAs === storedAs) entries.delete(key);
          }, REMEMBER_MS).unref();
          return storedAs;
        },
        (error: unknown) => {
          if (entries.get(key) === running) entries.delete(key);
          throw error;
        },
      ),
    };
    running.stored.catch(() => {}); // the listeners hear of a failure through read()
    entries.set(key, running);
    return running;
  }

  return {
    async isCached(key: string): Promise<boolean> {
      const entry = entries.get(key);
      if (entry && 'live' in entry) return false;
      return (await store.size(storedKeyOf(key, entry))) !== null;
    },

    /** What is known of `key` now, starting nothing: stored, being made (its sentences timed so far), or neither. */
    async peek(
      key: string,
    ): Promise<{ kind: 'cached'; key: string } | { kind: 'live'; timed: SentenceTiming[] } | null> {
      const entry = entries.get(key);
      if (entry && 'live' in entry) return { kind: 'live', timed: entry.live.timed };
      const storedKey = storedKeyOf(key, entry);
      return (await store.size(storedKey)) === null ? null : { kind: 'cached', key: storedKey };
    },

    /**
     * The stored audio for `key`, the synthesis already running for it, or a new one from `produce`
     * (after `admit` lets it start).
     */
    async open(key: string, produce: Produce, admit?: Admit): Promise<AudioSource> {
      for (;;) {
        const entry = entries.get(key);
        // A cancelled synthesis is on its way out: a new listener gets a new one.
        if (entry && 'live' in entry && !entry.cancelled.aborted) return liveSource(entry);
        const storedKey = storedKeyOf(key, entry);
        const size = await store.size(storedKey);
        if (size !== null) return { kind: 'cached', key: storedKey, size };
        // Start unless a synthesis started or finished while we looked; then look again.
        const now = entries.get(key);
        if (!now || now === entry) return liveSource(start(key, produce, admit));
      }
    },
  };
}
