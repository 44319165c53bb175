import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the production build. Hashed files under /assets never change, so browsers keep them a year;
 * HTML is revalidated on every load so a deploy is picked up at once. Any other non-API GET gets
 * index.html and the client router decides (including its 'Page Not Found'). The build writes brotli
 * and gzip copies of its text files (scripts/precompress.ts); they are sent to browsers that accept them.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
      res.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
    },
  });
}

export function isSpaNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/assets/');
}
