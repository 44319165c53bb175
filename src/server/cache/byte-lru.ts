/** What a cache holds now, and the most it may. */
export type CacheSize = { entries: number; bytes: number; maxBytes: number };

/** UTF-16 strings: two bytes a character (V8 stores one-byte strings in half that; this errs high). */
export const stringBytes = (text: string): number => 2 * text.length;

/**
 * A map bounded in bytes: each entry weighs what `sizeOf` says, and the least recently used go first
 * once the total passes `maxBytes`. An entry heavier than the whole bound is not kept.
 */
export class ByteLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V, key: K) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value, key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): CacheSize {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }
}
