import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { AppError } from '../http/app-error';
import { parseRange } from './byte-range';
import { VoiceProviderError } from './engine';
import type { AudioSource, LiveSource, VoiceService } from './voice-service';

const VOICE_UNAVAILABLE = 'The voice service is unavailable right now. Please try again.';

/** Provider failures (after the local fallback, or once audio had started) answer 502 with a clear message. */
export async function withProviderErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof VoiceProviderError) throw new AppError(502, VOICE_UNAVAILABLE);
    throw error;
  }
}

/** A cached file, whole or the one byte range asked for (seeking). */
export function sendCached(
  reply: FastifyReply,
  voice: VoiceService,
  source: Extract<AudioSource, { kind: 'cached' }>,
  rangeHeader: string | undefined,
) {
  const { key, size } = source;
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600');
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .send({ message: 'Range not satisfiable' });
  }
  reply.type('audio/mpeg');
  if (!range) return reply.header('content-length', size).send(voice.readCached(key));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(voice.readCached(key, range));
}

/**
 * Audio still being synthesised, sent chunk by chunk as it is produced. Waits for the first chunk before
 * answering, so a synthesis that fails outright is a JSON error rather than a broken 200. `signal` (the
 * client went away) stops the listening at once, not at the next chunk.
 */
export async function sendLive(reply: FastifyReply, source: LiveSource, signal: AbortSignal) {
  const chunks = source.read(signal);
  const first = await withProviderErrors(() => chunks.next());
  async function* rest(): AsyncGenerator<Uint8Array> {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  // No ranges until the file is whole; then the same URL serves them.
  reply.type('audio/mpeg').header('accept-ranges', 'none').header('cache-control', 'no-store');
  return reply.send(Readable.from(rest(), { objectMode: false }));
}
