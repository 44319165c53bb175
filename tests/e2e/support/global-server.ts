import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { adminQuery, withDatabase } from '../../setup/global-db';
import { type RunningServer, startServer, tempDataDir } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDatabaseUrl: string | null;
  }
}

/**
 * Builds the production bundle once and starts it on a free port with an empty data directory (and,
 * when TEST_DATABASE_URL is set, a fresh Postgres database), as `npm start` would run it.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would give Vite's development React; build as `npm start` does.
  // Once per run: both browser projects (e2e and e2e-alone) set up here, in this one process.
  if (!process.env.UPLIFT_E2E_BUILT) {
    execFileSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    process.env.UPLIFT_E2E_BUILT = '1';
  }
  const dataDir = tempDataDir();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = adminUrl ? `uplift_e2e_${randomBytes(4).toString('hex')}` : null;
  if (adminUrl && dbName) await adminQuery(adminUrl, `create database ${dbName}`);
  const databaseUrl = adminUrl && dbName ? withDatabase(adminUrl, dbName) : null;

  let server: RunningServer;
  server = await startServer({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // A free-access code for the billing tests; no Stripe keys, so paying says 'Payment System Unavailable'.
    DISCOUNT_CODES: 'BETA2026:premium',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('e2eDatabaseUrl', databaseUrl);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl && dbName) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  };
}
