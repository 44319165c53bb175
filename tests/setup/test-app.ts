import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from './test-db';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export function buildTestApp(database: Database, overrides: Partial<AppDeps> = {}): Promise<App> {
  return buildApp({ database, sessionSecret: TEST_SESSION_SECRET, ...overrides });
}

/** Per test file: a migrated database and the app built on it, both closed after the file. */
export function withTestApp(overrides: Partial<AppDeps> = {}) {
  const context = {} as { app: App; database: Database };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await buildTestApp(context.database, overrides);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
