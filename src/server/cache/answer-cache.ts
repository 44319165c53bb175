import type { LRUCache } from 'lru-cache';
import { type CacheSize, cacheSize, sizedLru } from './sized-lru';

type Entry = { version: string; body: Buffer };

/**
 * Encoded answers kept per key with the version they were made for, bounded in bytes. A caller asks with
 * the current version; any other version is a miss.
 */
export class AnswerCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxBytes: number) {
    this.entries = sizedLru(maxBytes, (entry: Entry) => entry.body.length);
  }

  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.body : undefined;
  }

  set(key: string, version: string, body: Buffer): void {
    this.entries.set(key, { version, body });
  }

  get size(): CacheSize {
    return cacheSize(this.entries);
  }
}
