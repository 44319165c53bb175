import { fileURLToPath } from 'node:url';
import type { Database } from './client';

// Beside this file in the source tree, and copied beside the server bundle by the build.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same in every process sharing one Postgres.
const MIGRATION_LOCK_KEY = 7_221_034;

/** Applies pending migrations. Idempotent; concurrent starts on one Postgres take turns. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  // Each driver's migrator is loaded only for its own database (see openDatabase).
  const { migrate: run } =
    database.kind === 'pglite'
      ? await import('drizzle-orm/pglite/migrator')
      : await import('drizzle-orm/node-postgres/migrator');
  await database.exclusive(MIGRATION_LOCK_KEY, () => run(database.db as never, { migrationsFolder }));
}
