import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** An open database: the Drizzle handle plus what the app needs to report on and close it. */
export type Database = {
  db: Db;
  kind: DbKind;
  ping(): Promise<void>;
  /** Runs fn while holding a lock shared by every process on this database (one process per PGlite). */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The embedded database in `dataDir/db`, or a Postgres server when a URL is given. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }) {
  if (options.databaseUrl) {
    // A database that has gone away must fail requests fast (503), not queue them forever.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    return fromPool(pool);
  }
  const client = await PGlite.create(path.join(options.dataDir, 'db'));
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusive: (_key, fn) => fn(),
    close: () => client.close(),
  };
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
