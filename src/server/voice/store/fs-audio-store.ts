import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AudioStore } from './audio-store';

const KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `dir` (DATA_DIR/audio), one per key; written to a temporary name, then renamed into place. */
export function createFsAudioStore(dir: string): AudioStore {
  const fileFor = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid audio key ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };

  const size = async (key: string) => {
    try {
      return (await stat(fileFor(key))).size;
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
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, bytes) {
      const file = fileFor(key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await mkdir(dir, { recursive: true });
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file); // atomic on one filesystem: the final name never holds half a file
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    createReadStream: (key, range) => createReadStream(fileFor(key), range),
  };
}
