import { AppError } from './app-error';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Fixed-window counter per key, in memory: each server process limits on its own. For bounding a cost
 * per process (audio requests); guesses are limited across processes by the shared attempt limiter.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    /** Counts one attempt for the key; throws 429 once the key is over its limit for this window. */
    hit(key: string): void {
      const now = Date.now();
      sweep(now);
      const window = windows.get(key);
      if (window && window.resetAt > now) window.count += 1;
      else windows.set(key, { count: 1, resetAt: now + windowMs });
      if ((windows.get(key)?.count ?? 0) > max) throw new AppError(429, TOO_MANY_ATTEMPTS);
    },
  };
}
