import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { ClientGoneError } from './client-gone';
import { concurrentChange, isConcurrentChange } from './concurrent-change';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable';
import { validationMessage } from './validation-message';

// Fastify's own client errors, reworded where its text is written for developers.
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (the limit is 64 KiB)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
};

/** Every error leaves as JSON `{message}`; only 5xx are logged as errors, and their details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: validationMessage(error.validation) });
    }
    if (error instanceof ClientGoneError) {
      // Nobody is waiting for an answer: nginx's "client closed request", for the access log only.
      return reply.code(499).send();
    }
    if (error instanceof AppError) {
      const { retryAfter } = error.options;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).send({ message: error.message, ...error.options.extra });
    }
    if (isConcurrentChange(error)) {
      // A goal or speech deleted while a request that uses it was running: the request lost the race.
      return reply.code(409).send({ message: concurrentChange().message });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (stopped, restarting, unreachable): a retryable 503, not a 500.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: databaseUnavailable().message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: CLIENT_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
