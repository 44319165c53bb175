import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.values(value).some(containsNul);
  return false;
}

/** Postgres text cannot hold U+0000: input carrying one is refused as bad input, before any route sees it. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError(400, NUL_CHARACTER_MESSAGE);
    }
  });
}
