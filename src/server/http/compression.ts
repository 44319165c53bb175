import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Brotli and gzip copies of a text body at their highest levels: slow to make, so only for bodies made
 * once and sent many times (the client build, scripts/precompress.ts).
 */
export function compressText(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}
