import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './client';
import * as schema from './schema';

/** A Postgres server's pool, made to fail fast (below). */
export function openPostgres(connectionString: string): Database {
  return fromPool(new pg.Pool(poolOptions(connectionString)));
}

/** How long a query may wait for its answer before the request gives up (503). */
export const QUERY_TIMEOUT_MS = 10_000;

/**
 * A database that has gone away, or a network that has frozen, must fail requests fast (503) rather than
 * queue or hang them: connecting gives up after 5 s, a query after 10 s (on the server too), and TCP
 * keepalive notices a peer that vanished without a word.
 */
export function poolOptions(connectionString: string): pg.PoolConfig {
  return {
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: 2 * QUERY_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 5000,
    Client: ResilientClient,
  };
}

/**
 * A client that can lose its connection at any moment without taking the process down. Its 'error'
 * event (a reset mid-transaction) has a listener, because an unheard one kills the process; the failure
 * still reaches the query that was running, as a 503, and the pool drops the client when it is released.
 * A query that timed out leaves its answer owed on the wire, so the connection is closed rather than
 * reused (the next query would read the old answer).
 */
class ResilientClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only watches the outcome.
  override query(...args: any[]): any {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: Error | null, ...rest: unknown[]) => {
        this.closeIfTimedOut(error);
        last(error, ...rest);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((error: Error) => this.closeIfTimedOut(error));
    return result;
  }

  private closeIfTimedOut(error: Error | null) {
    if (error?.message === 'Query read timeout')
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

export function fromPool(pool: pg.Pool): Database {
  // An idle client losing its server must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusive: async (key, fn) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
