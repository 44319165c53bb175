import type { FastifyInstance, FastifyRequest } from 'fastify';

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

/**
 * Closes the connection of a request that hasn't arrived whole within `ms`: a body sent a byte every few
 * seconds never trips an idle timeout, and each one holds a socket. The clock stops once the body is read.
 */
export function registerBodyTimeout(app: FastifyInstance, ms: number): void {
  const stop = async (request: FastifyRequest) => {
    clearTimeout(timers.get(request));
    timers.delete(request);
  };
  app.addHook('onRequest', async (request) => {
    timers.set(
      request,
      setTimeout(() => request.raw.destroy(), ms),
    );
  });
  app.addHook('preValidation', stop);
  app.addHook('onResponse', stop);
  app.addHook('onRequestAbort', stop);
}
