import { AnswerCache } from './auth/answer-cache';
import type { CacheSize } from './cache/byte-lru';
import type { Db } from './db/client';
import { createWriterProfiles, type WriterProfiles } from './speeches/writer-profile';

const MB = 1024 * 1024;

/**
 * The server's in-memory caches, each bounded in bytes, created once per app (not module globals) and
 * reported by GET /api/health to the operator (HEALTH_TOKEN). Together they may hold 12 MB (docs/performance.md, "Memory").
 */
export type Caches = {
  /** GET /api/user's encoded answers: ~50 KB per active user, so a couple of hundred users' dashboards. */
  dashboard: AnswerCache;
  /** Recent speeches' sentences for the writer's profile: a few KB a speech, ~1,000 speeches. */
  writerProfiles: WriterProfiles;
};

export function createCaches(db: Db): Caches {
  return { dashboard: new AnswerCache(8 * MB), writerProfiles: createWriterProfiles(db, 4 * MB) };
}

export function cacheSizes(caches: Caches): Record<keyof Caches, CacheSize> {
  return { dashboard: caches.dashboard.size, writerProfiles: caches.writerProfiles.cacheSize };
}
