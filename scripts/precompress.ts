import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compressText } from '../src/server/http/compression';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
// Below this a compressed copy saves less than the headers that announce it.
export const MIN_BYTES = 1024;

/**
 * A Rolldown output plugin: writes `.br` and `.gz` beside each text file of the client build, once, at
 * the highest levels, so @fastify/static (`preCompressed`) serves them without compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'uplift:precompress',
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const { br, gzip } = compressText(body);
        writeFileSync(`${file}.gz`, gzip);
        writeFileSync(`${file}.br`, br);
      }
    },
  };
}
