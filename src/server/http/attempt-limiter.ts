import { AppError } from './app-error';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Fixed-window counter per key (an IP, an email). In memory: each server process limits on its own,
 * which bounds a brute-force attempt per process; a shared store can replace it behind this interface.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  const current = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : null;
  };

  function record(key: string): void {
    const now = Date.now();
    sweep(now);
    const window = current(key, now);
    if (window) window.count += 1;
    else windows.set(key, { count: 1, resetAt: now + windowMs });
  }

  return {
    /** Counts one attempt for the key; throws 429 once the key is over its limit for this window. */
    hit(key: string): void {
      record(key);
      if ((current(key, Date.now())?.count ?? 0) > max) throw new AppError(429, TOO_MANY_ATTEMPTS);
    },
    /**
     * Throws 429 when the key already used its attempts in this window (without counting one). Parallel
     * requests all pass it before any records a failure: only for keys another limit's `hit` also bounds.
     */
    check(key: string): void {
      if ((current(key, Date.now())?.count ?? 0) >= max) throw new AppError(429, TOO_MANY_ATTEMPTS);
    },
    /** Counts one attempt for the key; false once the key is over its limit (for quietly refusing). */
    allows(key: string): boolean {
      record(key);
      return (current(key, Date.now())?.count ?? 0) <= max;
    },
    /** Counts one failure for the key (a wrong password, a wrong code). */
    record,
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
