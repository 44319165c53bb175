import { AppError } from './app-error';
import type { AttemptStore } from './attempt-store';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Fixed-window counter per key (an address, an email, an account), counted in the database so that a
 * limit holds across every server process on it. `name` keeps one limit's keys apart from another's.
 */
export function createSharedAttemptLimiter(
  store: AttemptStore,
  { name, max, windowMs }: { name: string; max: number; windowMs: number },
) {
  const count = (key: string) => store.count(`${name}:${key}`, windowMs);

  return {
    /** Counts one attempt for the key; throws 429 once the key is over its limit for this window. */
    async hit(key: string): Promise<void> {
      if ((await count(key)) > max) throw new AppError(429, TOO_MANY_ATTEMPTS);
    },
    /**
     * Throws 429 when the key already used its attempts in this window (without counting one). Parallel
     * requests all pass it before any records a failure: only for keys another limit's `hit` also bounds.
     */
    async check(key: string): Promise<void> {
      if ((await store.counted(`${name}:${key}`)) >= max) throw new AppError(429, TOO_MANY_ATTEMPTS);
    },
    /** Counts one attempt for the key; false once the key is over its limit (for quietly refusing). */
    async allows(key: string): Promise<boolean> {
      return (await count(key)) <= max;
    },
    /** Counts one failure for the key (a wrong password, a wrong code). */
    async record(key: string): Promise<void> {
      await count(key);
    },
  };
}

export type SharedAttemptLimiter = ReturnType<typeof createSharedAttemptLimiter>;
