import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite } from '../../src/server/db/client';
import { fromPool, poolOptions } from '../../src/server/db/postgres';
import { adminQuery, withDatabase } from './global-db';

/**
 * A fresh, migrated database for one test file: a PGlite cloned from the migrated dump, or — when
 * TEST_DATABASE_URL is set — a Postgres database copied from the run's template. close() removes it.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (template && adminUrl) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name} template ${template}`);
    const database = fromPool(new pg.Pool(poolOptions(withDatabase(adminUrl, name))));
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  return fromPglite(await migratedPglite());
}

/** A PGlite of its own, cloned from the migrated dump (for a Drizzle handle made another way). */
export async function migratedPglite(): Promise<PGlite> {
  const dump = readFileSync(inject('pgliteDumpPath'));
  return PGlite.create({ loadDataDir: new Blob([dump]) });
}
