import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { encodeEvent } from '../../common/event-stream';

/**
 * A Server-Sent Events response on the raw socket, keeping the headers (security, request id) Fastify
 * had already set. Proxies are told not to buffer, so each event leaves at once. It sends only the named
 * `events`, each encoded through its schema as a JSON answer is.
 */
export function openEventStream<Events extends Record<string, z.ZodType>>(
  reply: FastifyReply,
  events: Events,
) {
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
    send<Name extends keyof Events & string>(event: Name, data: z.output<Events[Name]>) {
      if (!raw.writableEnded) raw.write(encodeEvent(event, z.encode(events[event], data)));
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
