import { AppError } from './app-error';
import { concurrentChange, isConcurrentChange } from './concurrent-change';

// Node socket errors meaning the database server can't be reached (stopped, restarting, network gone).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away or not taking connections: class 08 (connection exception),
// 57P01–57P03 (shutdown, crash recovery, starting up) and 53300 (too many connections).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

// node-postgres reports a lost connection or a pool that can't connect in time by message alone.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  // Our query_timeout (db/client.ts): the network froze, or the server stopped answering.
  'Query read timeout',
];

/** Whether an error (or any error in its `cause` chain, e.g. Drizzle's wrapper) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (PG_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

export const databaseUnavailable = () =>
  new AppError(503, 'Service temporarily unavailable. Please try again shortly.');

/** The error as the user may see it: an AppError as is, a lost race as 409, a lost database as 503,
 * anything else null. */
export function publicError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isConcurrentChange(error)) return concurrentChange();
  return isDatabaseUnavailable(error) ? databaseUnavailable() : null;
}
