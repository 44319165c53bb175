import { ByteLru, stringBytes } from '../../cache/byte-lru';

/**
 * Remembers a pure function's results by a string key, within `maxBytes` (the key's bytes plus what
 * `sizeOf` says of the result). The writer fills the same library lines with the same words over and
 * over; tidying and styling them is most of its work, and the answer for a given filled line never changes.
 */
export function boundedMemo<T>(
  maxBytes: number,
  compute: (key: string) => T,
  sizeOf: (value: T) => number,
): (key: string) => T {
  const cache = new ByteLru<string, T>(maxBytes, (value, key) => stringBytes(key) + sizeOf(value));
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
