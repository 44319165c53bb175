import type { FastifyReply } from 'fastify';

/** The reason a request's work stops when its client went away (a closed tab, a player that moved on). */
export class ClientGoneError extends Error {
  constructor() {
    super('the client went away before the response was sent');
    this.name = 'ClientGoneError';
  }
}

/** Aborts, with a ClientGoneError, if the connection closes before the response has been sent in full. */
export function whenClientLeaves(reply: FastifyReply): AbortSignal {
  const left = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) left.abort(new ClientGoneError());
  });
  return left.signal;
}
