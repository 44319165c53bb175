import { LiveAudio } from './live-audio';

/**
 * Called before a new synthesis starts, with its audio (whose `progress` tells how much is left); throws
 * to refuse it, or returns what to call once it has ended, however it ended.
 */
export type Admit = (live: LiveAudio) => () => void;

// A synthesis whose last listener left is stopped after this long, so a player that reconnects at once
// (or a request that opened it and is about to read) keeps it...
const ABANDONED_AFTER_MS = 500;
// ...unless it is this far along: finishing it costs little, and the cache then has it for next time.
const NEARLY_DONE = 0.8;
const ignore = () => {};

export class SynthesisCancelledError extends Error {
  constructor() {
    super('synthesis cancelled: nobody is listening');
    this.name = 'SynthesisCancelledError';
  }
}

export type LiveSynthesis<T> = { live: LiveAudio; result: Promise<T>; cancelled: AbortSignal };

/**
 * Runs `produce` into a new LiveAudio once `admit` lets it start. It is stopped (its signal aborts) when
 * nobody has listened for a moment, unless nearly done; a failure reaches the listeners through read().
 */
export function startLiveSynthesis<T>(
  produce: (live: LiveAudio, signal: AbortSignal) => Promise<T>,
  admit: Admit | undefined,
): LiveSynthesis<T> {
  const controller = new AbortController();
  const live = new LiveAudio(() => setTimeout(cancelIfAbandoned, ABANDONED_AFTER_MS).unref());
  function cancelIfAbandoned() {
    if (live.listeners === 0 && !live.finished && live.progress < NEARLY_DONE) {
      controller.abort(new SynthesisCancelledError());
    }
  }
  const release = admit?.(live) ?? ignore;
  const result = produce(live, controller.signal)
    .catch((error: unknown) => {
      live.fail(error);
      throw error;
    })
    .finally(release);
  result.catch(ignore); // failures reach the listeners through read(); nobody else has to await this
  // Opened but never read (the request failed before it could listen): stopped like an abandoned one.
  setTimeout(cancelIfAbandoned, ABANDONED_AFTER_MS).unref();
  return { live, result, cancelled: controller.signal };
}
