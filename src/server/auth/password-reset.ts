import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { RESET_TTL_MINUTES } from '../../common/password-reset';
import type { Db } from '../db/client';
import { passwordResets, type User, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { assertStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { deleteUserSessions } from './session-store';

export const RESET_TTL_MS = RESET_TTL_MINUTES * 60 * 1000;
export const RESET_LINK_INVALID = 'This reset link has expired or has already been used. Ask for a new one.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link to `{appUrl}/reset-password?token=…`; only the token's hash is stored. */
export async function createResetLink(
  db: Db,
  userId: string,
  appUrl: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(passwordResets)
    .values({ tokenHash: hashOf(token), userId, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
  return `${appUrl}/reset-password?token=${token}`;
}

async function userForToken(db: Db, tokenHash: string, now: Date): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)));
  return row?.user ?? null;
}

/**
 * Sets the password of the link's owner and signs them out everywhere. The link is spent only when the
 * password is accepted, so a weak one can be retried with the same link; of two uses at once, one wins.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<User> {
  const tokenHash = hashOf(token);
  const user = await userForToken(db, tokenHash, now);
  if (!user) throw new AppError(400, RESET_LINK_INVALID);
  await assertStrongPassword(password, [user.email, user.firstName ?? '', user.lastName ?? '']);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (spent.length === 0) throw new AppError(400, RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // Any other link sent before is void too: the password it would replace is gone.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await deleteUserSessions(tx, user.id);
  });
  return user;
}

export async function deleteExpiredResets(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ tokenHash: passwordResets.tokenHash });
  return removed.length;
}
