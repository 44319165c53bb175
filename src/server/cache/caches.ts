import { AnswerCache } from './answer-cache';
import { type CacheSize, cacheSize } from './sized-lru';
import { createSpeechSentences, type SpeechSentences } from './speech-sentences';

const MB = 1024 * 1024;

/**
 * The server's in-memory caches, each bounded in bytes, created once per app (not module globals) and
 * reported by GET /api/health to the operator (HEALTH_TOKEN). Together they may hold 12 MB (docs/performance.md, "Memory").
 */
export type Caches = {
  /** GET /api/user's encoded answers: ~50 KB per active user, so a couple of hundred users' dashboards. */
  dashboard: AnswerCache;
  /** Recent speeches' sentences for the writer's profile (hence the name): a few KB a speech, ~1,000 speeches. */
  writerProfiles: SpeechSentences;
};

export function createCaches(): Caches {
  return { dashboard: new AnswerCache(8 * MB), writerProfiles: createSpeechSentences(4 * MB) };
}

export function cacheSizes(caches: Caches): Record<keyof Caches, CacheSize> {
  return { dashboard: caches.dashboard.size, writerProfiles: cacheSize(caches.writerProfiles) };
}
