import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const TOO_DEEP_MESSAGE = 'Request is nested too deeply';

/** No route reads input nested deeper than this; a body built to be deep is an attack on whatever walks it. */
export const MAX_INPUT_DEPTH = 16;

/** What is wrong with the input's shape, walking it without recursion: a NUL in any text, or depth. */
function inputProblem(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP_MESSAGE;
      for (const child of Object.values(value)) stack.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * Input every route refuses before it sees it: Postgres text cannot hold U+0000, and nothing we accept
 * is nested more than a few levels, so anything deeper is refused as bad input (400).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.body) ?? inputProblem(request.query) ?? inputProblem(request.params);
    if (problem) throw new AppError(400, problem);
  });
}
