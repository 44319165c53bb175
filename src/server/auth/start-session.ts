import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { readSessionToken, setSessionCookie } from './session-cookie';
import { createSession, deleteSession } from './session-store';

/** Signs a user in with a brand-new session id (no fixation), ending the one the browser had, if any. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const previous = readSessionToken(request);
  if (previous) await deleteSession(db, previous);
  const { token, expire } = await createSession(db, userId);
  setSessionCookie(request, reply, token, expire);
}
