import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AudioStore } from './audio-store';

const KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export type FsAudioStoreOptions = {
  /** Past this many bytes, the least recently used files are deleted; unbounded when absent. */
  maxBytes?: number | undefined;
};

/**
 * Files under `dir` (DATA_DIR/audio), one per key; written to a temporary name, then renamed into place.
 * With `maxBytes`, an index of each file's size and last use (read from the directory on first use) keeps
 * the total under the bound by deleting the least recently used files after each write.
 */
export function createFsAudioStore(dir: string, { maxBytes }: FsAudioStoreOptions = {}): AudioStore {
  const fileFor = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid audio key ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };

  // Insertion order is use order: a use moves a key to the end, so the first keys are the least recent.
  const used = new Map<string, number>();
  let total = 0;
  let indexed: Promise<void> | null = null;
  const index = () => {
    indexed ??= (async () => {
      const files = await readdir(dir).catch((error: unknown) =>
        isMissing(error) ? [] : Promise.reject(error),
      );
      for (const file of files) {
        if (!KEY.test(file) || file.endsWith('.tmp')) continue;
        const bytes = (await stat(path.join(dir, file)).catch(() => null))?.size;
        if (bytes !== undefined) {
          used.set(file, bytes);
          total += bytes;
        }
      }
    })();
    return indexed;
  };
  const touch = (key: string) => {
    const bytes = used.get(key);
    if (bytes === undefined) return;
    used.delete(key);
    used.set(key, bytes);
  };
  const forget = (key: string) => {
    total -= used.get(key) ?? 0;
    used.delete(key);
  };
  async function evict(kept: string) {
    if (maxBytes === undefined) return;
    for (const key of used.keys()) {
      if (total <= maxBytes) break;
      if (key === kept) continue;
      forget(key);
      await rm(fileFor(key), { force: true });
    }
  }

  const size = async (key: string) => {
    try {
      const bytes = (await stat(fileFor(key))).size;
      touch(key);
      return bytes;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    size,
    has: async (key) => (await size(key)) !== null,
    async get(key) {
      try {
        const bytes = new Uint8Array(await readFile(fileFor(key)));
        touch(key);
        return bytes;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, bytes) {
      const file = fileFor(key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await mkdir(dir, { recursive: true });
      if (maxBytes !== undefined) await index();
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file); // atomic on one filesystem: the final name never holds half a file
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      if (maxBytes === undefined) return;
      forget(key);
      used.set(key, bytes.length);
      total += bytes.length;
      await evict(key);
    },
    createReadStream: (key, range) => {
      touch(key);
      return createReadStream(fileFor(key), range);
    },
    async delete(key) {
      forget(key);
      await rm(fileFor(key), { force: true });
    },
  };
}
