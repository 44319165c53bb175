import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { sessions, type User, users } from '../db/schema';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Rolling expiry without a write per request: extend once the session is a day old.
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export type SessionData = { userId: string; createdAt: string };
export type ActiveSession = { sid: string; user: User; expire: Date; refreshed: boolean };

/**
 * The browser holds a random 256-bit token; the table stores only its SHA-256 as `sid`, so a leaked
 * sessions table cannot be replayed as cookies.
 */
export function sidForToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: string): Promise<{ token: string; expire: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  const sess: SessionData = { userId, createdAt: new Date().toISOString() };
  await db.insert(sessions).values({ sid: sidForToken(token), sess, expire });
  return { token, expire };
}

const sessionWithUser = preparedQuery((db) =>
  db
    .select({ expire: sessions.expire, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`(${sessions.sess}->>'userId')::uuid`))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
    .prepare('session_with_user'),
);

/**
 * The live session for a token and its user (one query), with the expiry pushed forward when due;
 * null when the token is unknown or expired, or the user is gone.
 */
export async function findSession(db: Db, token: string): Promise<ActiveSession | null> {
  const sid = sidForToken(token);
  const [row] = await sessionWithUser(db).execute({ sid, now: new Date() });
  if (!row) return null;
  const now = Date.now();
  if (row.expire.getTime() - now > SESSION_TTL_MS - REFRESH_AFTER_MS) {
    return { sid, user: row.user, expire: row.expire, refreshed: false };
  }
  const expire = new Date(now + SESSION_TTL_MS);
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
  return { sid, user: row.user, expire, refreshed: true };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sidForToken(token)));
}

/** Signs the user out everywhere. */
export async function deleteUserSessions(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sql`${sessions.sess}->>'userId'`, userId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return removed.length;
}
