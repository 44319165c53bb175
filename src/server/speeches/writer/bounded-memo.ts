/** A Map that forgets its oldest entry once `capacity` is reached. */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    this.entries.set(key, value);
  }
}

/**
 * Remembers a pure function's results by a string key, forgetting the oldest once `capacity` is reached.
 * The writer fills the same library lines with the same words over and over; tidying and styling them is
 * most of its work, and the answer for a given filled line never changes.
 */
export function boundedMemo<T>(capacity: number, compute: (key: string) => T): (key: string) => T {
  const cache = new BoundedMap<string, T>(capacity);
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
