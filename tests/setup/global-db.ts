import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { fromPool } from '../../src/server/db/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string | null;
  }
}

// Migrating a fresh PGlite costs seconds of initdb; do it once and let every test file clone the result.
// On Postgres (TEST_DATABASE_URL) the migrated database becomes a template each file copies.
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'uplift-test-db-'));
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrate(database);
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(workDir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `uplift_tpl_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${template}`);
    const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, template), max: 2 });
    const pgDatabase = fromPool(pool);
    await migrate(pgDatabase);
    await pgDatabase.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(workDir, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
