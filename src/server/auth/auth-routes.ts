import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUser, userAnswer } from '../../common/api/auth';
import { supportRegionBody } from '../../common/api/support';
import { messageAnswer, noContent } from '../../common/api/wire';
import { loginSchema, signupSchema } from '../../common/schemas/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import type { AttemptPacer } from '../http/attempt-pacer';
import { clientNetwork } from '../http/client-network';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import { currentUser, type RequireUser } from './authenticate';
import { assertStrongPassword } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { deleteSession, deleteUserSessions } from './session-store';
import { startSession } from './start-session';
import { findUserByEmail, toPublicUser } from './users';

const INCORRECT_CREDENTIALS = 'Incorrect email or password';
const EMAIL_TAKEN = 'Email already registered';
const SIGNED_OUT_EVERYWHERE = 'Signed out on every device';

type AuthRouteOptions = {
  db: Db;
  requireUser: RequireUser;
  limits: { perIp: SharedAttemptLimiter; failures: SharedAttemptLimiter; perAccount: AttemptPacer };
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Sign-up, sign-in, sign-out and "who am I" (/api/auth/*). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { db, requireUser, limits },
) => {
  app.post(
    '/api/auth/signup',
    { schema: { body: signupSchema, response: { 201: userAnswer } } },
    async (request, reply) => {
      await limits.perIp.hit(`signup:${clientNetwork(request.ip)}`);
      const { email, password, firstName, lastName } = request.body;
      await assertStrongPassword(password, [email, firstName, lastName ?? '']);
      if (await findUserByEmail(db, email)) throw new AppError(409, EMAIL_TAKEN);
      const passwordHash = await hashPassword(password);
      const [user] = await db
        .insert(users)
        .values({ email, passwordHash, firstName, lastName: lastName || null })
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AppError(409, EMAIL_TAKEN) : error;
        });
      if (!user) throw new Error('insert returned no user');
      await startSession(db, request, reply, user.id);
      return reply.code(201).send({ user: toPublicUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: userAnswer } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const network = clientNetwork(request.ip);
      await limits.perIp.hit(`login:${network}`);
      // Failures count per email and address: someone guessing from elsewhere can't lock the owner out.
      const failures = `login:${email}:${network}`;
      await limits.failures.check(failures);
      // Many addresses guessing one account are slowed down together, before their guesses are checked.
      await limits.perAccount.take(`login:${email}`);
      const user = await findUserByEmail(db, email);
      // verifyPassword spends a full hash even for an unknown email, so timing does not tell them apart.
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) {
        await limits.failures.record(failures);
        throw new AppError(401, INCORRECT_CREDENTIALS);
      }
      await startSession(db, request, reply, user.id);
      return { user: toPublicUser(user) };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: messageAnswer } } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await deleteSession(db, token);
    clearSessionCookie(request, reply);
    return { message: 'Logged out' };
  });

  // Every session of the user ends, this one included; each browser's push subscription goes with its session.
  app.post(
    '/api/auth/logout-everywhere',
    { onRequest: requireUser, schema: { response: { 200: messageAnswer } } },
    async (request, reply) => {
      await deleteUserSessions(db, currentUser(request).id);
      clearSessionCookie(request, reply);
      return { message: SIGNED_OUT_EVERYWHERE };
    },
  );

  app.get(
    '/api/auth/user',
    { onRequest: requireUser, schema: { response: { 200: publicUser } } },
    async (request) => toPublicUser(currentUser(request)),
  );

  // The country whose helplines the support screen found for the person, kept for their other devices.
  app.put(
    '/api/auth/support-region',
    { onRequest: requireUser, schema: { body: supportRegionBody, response: { 204: noContent } } },
    async (request, reply) => {
      await db
        .update(users)
        .set({ supportRegion: request.body.region, updatedAt: new Date() })
        .where(eq(users.id, currentUser(request).id));
      return reply.code(204).send();
    },
  );
};
