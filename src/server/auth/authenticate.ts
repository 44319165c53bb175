import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inCurrentPeriod } from '../billing/period-rollover';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { AppError } from '../http/app-error';
import { readSessionToken, setSessionCookie } from './session-cookie';
import { findSession } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` for routes that need a signed-in user. */
    user: User | null;
  }
}

const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/**
 * An onRequest hook for routes that need a user, so an anonymous request is refused before its body is
 * parsed or validated (401, not 400): loads the session and its user in one query, refreshes the
 * rolling cookie when the session was extended, and answers 401 otherwise. The user is as of the
 * current billing period: one whose period has ended is rolled over first, so no route shows last
 * period's usage (inCurrentPeriod costs no query otherwise).
 */
export function createRequireUser(db: Db) {
  return async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request);
    const session = token ? await findSession(db, token) : null;
    if (!token || !session) throw new AppError(401, UNAUTHORIZED_MESSAGE);
    if (session.refreshed) setSessionCookie(request, reply, token, session.expire);
    request.user = await inCurrentPeriod(db, session.user);
  };
}

export type RequireUser = ReturnType<typeof createRequireUser>;

export function registerUserDecorator(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/** For handlers behind requireUser: the user, typed as present. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError(401, UNAUTHORIZED_MESSAGE);
  return request.user;
}
