import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from './app-error';
import { TOO_MANY_ATTEMPTS } from './attempt-limiter';

/**
 * Spaces out attempts on one key (an account), however many addresses they come from: the first `burst`
 * go at once, later ones wait their turn, one every `intervalMs`. A delay rather than a lock-out, so the
 * owner still gets in while someone guesses. An attempt whose turn is more than `maxWaitMs` away is
 * refused (429) without waiting, so held requests cannot pile up. The turn is taken before the attempt is
 * evaluated, so parallel requests queue too. In memory, per process, like the attempt limiter.
 */
export function createAttemptPacer({
  burst,
  intervalMs,
  maxWaitMs,
}: {
  burst: number;
  intervalMs: number;
  maxWaitMs: number;
}) {
  // Per key, the time its turns are taken up to (a key whose time has passed is as good as absent).
  const takenUntil = new Map<string, number>();
  let lastSweep = Date.now();

  function sweep(now: number) {
    if (now - lastSweep < intervalMs * burst) return;
    lastSweep = now;
    for (const [key, until] of takenUntil) if (until <= now) takenUntil.delete(key);
  }

  return {
    /** Resolves when the key's next turn comes; throws 429 if that is more than maxWaitMs away. */
    async take(key: string): Promise<void> {
      const now = Date.now();
      sweep(now);
      const until = Math.max(takenUntil.get(key) ?? now, now) + intervalMs;
      const wait = until - now - burst * intervalMs;
      if (wait > maxWaitMs) throw new AppError(429, TOO_MANY_ATTEMPTS);
      takenUntil.set(key, until);
      if (wait > 0) await sleep(wait);
    },
  };
}

export type AttemptPacer = ReturnType<typeof createAttemptPacer>;
