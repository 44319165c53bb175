import { AppError } from './app-error';

/** Whether a write lost a race: what it points at was deleted meanwhile (a foreign-key violation, 23503). */
export function isConcurrentChange(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = current.cause;
  }
  return false;
}

export const concurrentChange = () =>
  new AppError(409, 'Something this needed was deleted a moment ago. Please refresh and try again.');
