import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openEmbedded } from './embedded';
import { lockEmbeddedDatabase } from './embedded-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
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

/**
 * The embedded database in `dataDir/db`, or a Postgres server when a URL is given. Each loads only its own
 * driver: pg and its Drizzle adapter are ~12 MB of an embedded server's memory otherwise.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return (await import('./postgres')).openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const unlock = lockEmbeddedDatabase(options.dataDir);
  const client = await openEmbedded(path.join(options.dataDir, 'db')).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const database = fromPglite(client);
  return {
    ...database,
    close: async () => {
      await database.close();
      unlock();
    },
  };
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
