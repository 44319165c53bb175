import type { FastifyReply } from 'fastify';
import { encodeEvent } from '../../common/event-stream';

/**
 * A Server-Sent Events response on the raw socket, keeping the headers (security, request id) Fastify
 * had already set. Proxies are told not to buffer, so each event leaves at once.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  const headers = reply.getHeaders() as Record<string, string>;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  return {
    send(event: string, data: unknown) {
      if (!raw.writableEnded) raw.write(encodeEvent(event, data));
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
