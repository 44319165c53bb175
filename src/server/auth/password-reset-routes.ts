import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordStatus } from '../../common/api/auth';
import { messageAnswer } from '../../common/api/wire';
import { EMAIL_NOT_SET_UP, PASSWORD_CHANGED, RESET_REQUESTED } from '../../common/password-reset';
import { forgotPasswordSchema, resetPasswordSchema } from '../../common/schemas/auth';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { clientNetwork } from '../http/client-network';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import type { Mailer } from '../mail/mailer';
import { createResetLink, resetPassword } from './password-reset';
import { clearSessionCookie } from './session-cookie';
import { findUserByEmail } from './users';

type PasswordResetOptions = {
  db: Db;
  /** Absent when SMTP_URL is unset: the form then says email is not set up. */
  mailer: Mailer | null;
  appUrl: string;
  limits: { perIp: SharedAttemptLimiter; perEmail: SharedAttemptLimiter };
};

const resetMail = (link: string) => ({
  subject: 'Reset your Uplift password',
  text: [
    'Someone, hopefully you, asked to reset the password of your Uplift account.',
    '',
    `Choose a new password here (the link works once, for one hour):\n${link}`,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n'),
});

/** 'Forgot password?' (issue 20 §6): a single-use link by email, and setting the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetOptions> = async (
  app,
  { db, mailer, appUrl, limits },
) => {
  const mailResetLink = async (email: string) => {
    const user = await findUserByEmail(db, email);
    // Demo accounts have no password to reset.
    if (!mailer || !user || user.isDemo) return;
    const link = await createResetLink(db, user.id, appUrl);
    await mailer.send({ to: user.email, ...resetMail(link) });
  };

  app.get('/api/auth/forgot-password', { schema: { response: { 200: forgotPasswordStatus } } }, async () => ({
    emailSetUp: mailer !== null,
  }));

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 202: messageAnswer } } },
    async (request, reply) => {
      await limits.perIp.hit(`forgot:${clientNetwork(request.ip)}`);
      if (!mailer) throw new AppError(503, EMAIL_NOT_SET_UP);
      const { email } = request.body;
      // Answered before the account is looked up, so an address with an account takes as long to answer
      // as one without (8.3 ms against 4.9 ms when the lookup and the link came first). Past a few mails
      // an hour to one address, none are sent (still 202: the answer tells a stranger nothing).
      if (await limits.perEmail.allows(email))
        void mailResetLink(email).catch((error: unknown) => {
          // The link is a secret: only the failure's own message is logged.
          request.log.error({ err: { message: (error as Error).message } }, 'password reset mail failed');
        });
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: messageAnswer } } },
    async (request, reply) => {
      await limits.perIp.hit(`reset:${clientNetwork(request.ip)}`);
      await resetPassword(db, request.body.token, request.body.password);
      // Every session has ended, this browser's included.
      clearSessionCookie(request, reply);
      return { message: PASSWORD_CHANGED };
    },
  );
};
