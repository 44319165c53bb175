import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from './app-error';
import type { AttemptStore } from './attempt-store';
import { TOO_MANY_ATTEMPTS } from './shared-attempt-limiter';

/**
 * Spaces out attempts on one key (an account), however many addresses and server processes they come
 * from: the first `burst` go at once, later ones wait their turn, one every `intervalMs`. A delay rather
 * than a lock-out, so the owner still gets in while someone guesses. An attempt whose turn is more than
 * `maxWaitMs` away is refused (429) without waiting, so held requests cannot pile up. The turn is taken
 * in the database before the attempt is evaluated, so parallel requests on any server queue too.
 */
export function createAttemptPacer(
  store: AttemptStore,
  {
    name,
    burst,
    intervalMs,
    maxWaitMs,
  }: { name: string; burst: number; intervalMs: number; maxWaitMs: number },
) {
  // A turn ending up to `burst` intervals ahead goes at once; each interval further waits one more.
  const freeAheadMs = burst * intervalMs;

  return {
    /** Resolves when the key's next turn comes; throws 429 if that is more than maxWaitMs away. */
    async take(key: string): Promise<void> {
      const aheadMs = await store.takeTurn(`${name}:${key}`, intervalMs, freeAheadMs + maxWaitMs);
      if (aheadMs === null) throw new AppError(429, TOO_MANY_ATTEMPTS);
      const wait = aheadMs - freeAheadMs;
      if (wait > 0) await sleep(wait);
    },
  };
}

export type AttemptPacer = ReturnType<typeof createAttemptPacer>;
