import { ByteLru, type CacheSize } from '../cache/byte-lru';

/**
 * Encoded answers kept per key with the version they were made for, bounded in bytes (ByteLru). A caller
 * asks with the current version; any other version is a miss.
 */
export class AnswerCache {
  private readonly entries: ByteLru<string, { version: string; body: Buffer }>;

  constructor(maxBytes: number) {
    this.entries = new ByteLru(maxBytes, (entry) => entry.body.length);
  }

  get(key: string, version: string): Buffer | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.body : undefined;
  }

  set(key: string, version: string, body: Buffer): void {
    this.entries.set(key, { version, body });
  }

  get size(): CacheSize {
    return this.entries.size;
  }
}
