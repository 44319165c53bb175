import { type App, type AppDeps, buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export function buildTestApp(database: Database, overrides: Partial<AppDeps> = {}): Promise<App> {
  return buildApp({ database, sessionSecret: TEST_SESSION_SECRET, ...overrides });
}
