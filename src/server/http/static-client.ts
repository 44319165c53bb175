import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDiagnosticsPage } from '../../common/diagnostics-pages';
import { compressText, type Encoding, preferredEncoding } from './compression';
import { readIndexPage } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the production build. Hashed files under /assets never change, so browsers keep them a year;
 * HTML is revalidated on every load so a deploy is picked up at once. The build writes brotli and gzip
 * copies of its text files (scripts/precompress.ts); they are sent to browsers that accept them.
 * Returns the handler for any other non-API GET ('/' included): index.html with the route's preloads
 * (route-preloads.ts), and the client router decides (including its 'Page Not Found'). `mayBeSignedIn`
 * tells from the request alone whether a signed-in page's data is worth preloading.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
  mayBeSignedIn: (request: FastifyRequest) => boolean,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
      res.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
    },
  });

  const indexPage = readIndexPage(clientDir);
  // One variant per set of preloads, a handful in all: each is compressed the first time it is sent.
  const compressed = new Map<string, Record<Encoding, Buffer>>();
  return (request, reply) => {
    const [pathname = '/'] = request.url.split('?');
    const html = indexPage({ path: pathname, hasSession: mayBeSignedIn(request) });
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    if (isDiagnosticsPage(pathname)) reply.header('X-Robots-Tag', 'noindex');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    let copies = compressed.get(html);
    if (!copies) {
      copies = compressText(Buffer.from(html));
      compressed.set(html, copies);
    }
    return reply.header('Content-Encoding', encoding).send(copies[encoding]);
  };
}

export function isSpaNavigation(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // No client route has a dot folder: /.vite/manifest.json (the build's manifest) is a 404, not a page.
  const [path = ''] = url.split('?');
  return !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/') && !path.includes('/.');
}
