import { LRUCache } from 'lru-cache';

/** What a cache holds now, and the most it may (GET /api/health reports this for each cache). */
export type CacheSize = { entries: number; bytes: number; maxBytes: number };

/**
 * An LRU map bounded in bytes: each entry weighs what `bytesOf` says, and the least recently used go first
 * once the total would pass `maxBytes`. An entry heavier than the whole bound is not kept, and setting one
 * drops the key's old entry.
 */
export function sizedLru<K extends {}, V extends {}>(maxBytes: number, bytesOf: (value: V) => number) {
  return new LRUCache<K, V>({
    maxSize: maxBytes,
    // lru-cache throws on a size below 1: an empty entry is counted as one byte.
    sizeCalculation: (value) => Math.max(1, Math.ceil(bytesOf(value))),
  });
}

export function cacheSize<K extends {}, V extends {}>(cache: LRUCache<K, V>): CacheSize {
  return { entries: cache.size, bytes: cache.calculatedSize, maxBytes: cache.maxSize };
}
