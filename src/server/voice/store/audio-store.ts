import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range. */
export type ByteRange = { start: number; end: number };

/**
 * Where finished audio lives, addressed by content hash. The filesystem store is the default; an
 * S3-compatible one (S3_* settings) can implement the same six calls.
 */
export interface AudioStore {
  has(key: string): Promise<boolean>;
  /** Bytes stored under the key, or null. */
  size(key: string): Promise<number | null>;
  get(key: string): Promise<Uint8Array | null>;
  /** Atomic: readers see the whole value or nothing, even if the process dies mid-write. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  createReadStream(key: string, range?: ByteRange): Readable;
  /** Removes the key's bytes; nothing happens when there are none. */
  delete(key: string): Promise<void>;
}
