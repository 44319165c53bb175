/**
 * Remembers a pure function's results by a string key, forgetting the oldest once `capacity` is reached.
 * The writer fills the same library lines with the same words over and over; tidying and styling them is
 * most of its work, and the answer for a given filled line never changes.
 */
export function boundedMemo<T>(capacity: number, compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  };
}
