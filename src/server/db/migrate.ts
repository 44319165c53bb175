import { fileURLToPath } from 'node:url';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

// Beside this file in the source tree, and copied beside the server bundle by the build.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same in every process sharing one Postgres.
const MIGRATION_LOCK_KEY = 7_221_034;

/** Applies pending migrations. Idempotent; concurrent starts on one Postgres take turns. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await database.exclusive(MIGRATION_LOCK_KEY, () =>
    database.kind === 'pglite'
      ? migratePglite(database.db as never, { migrationsFolder })
      : migratePostgres(database.db as never, { migrationsFolder }),
  );
}
