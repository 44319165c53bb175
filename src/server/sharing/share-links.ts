import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type ShareLink, type Speech, shareLinks, speeches, users } from '../db/schema';
import { notFound } from '../http/app-error';

// 16 random bytes (128 bits) are 22 base64url characters: the link is its own secret.
const ID_BYTES = 16;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const LINK_NOT_FOUND = 'Link not found';

/** `:id` of a share link in the API: a malformed one is refused (400), as a malformed speech id is. */
export const shareLinkParams = z.object({ id: z.string().regex(ID_PATTERN, 'Link id is not valid') });
/** `:id` of the public page and its audio: anything but a live link is a page that is not there (404). */
export const publicLinkParams = z.object({ id: z.string() });
const isShareLinkId = (id: string) => ID_PATTERN.test(id);

export const shareLinkPath = (id: string) => `/s/${id}`;

export const toShareLinkResponse = (link: ShareLink) => ({
  id: link.id,
  url: shareLinkPath(link.id),
  showName: link.showName,
  createdAt: link.createdAt,
});

export async function createShareLink(
  db: Db,
  { userId, speechId, showName }: { userId: string; speechId: number; showName: boolean },
): Promise<ShareLink> {
  const [link] = await db
    .insert(shareLinks)
    .values({ id: randomBytes(ID_BYTES).toString('base64url'), userId, speechId, showName })
    .returning();
  if (!link) throw new Error('inserting a share link returned no row');
  return link;
}

/** The speech's links that still work, newest first. */
export function liveLinksOf(db: Db, userId: string, speechId: number): Promise<ShareLink[]> {
  return db
    .select()
    .from(shareLinks)
    .where(
      and(eq(shareLinks.userId, userId), eq(shareLinks.speechId, speechId), isNull(shareLinks.revokedAt)),
    )
    .orderBy(desc(shareLinks.createdAt));
}

/** Revokes one of the user's links; another user's link is a missing one (404). */
export async function revokeOwnLink(db: Db, userId: string, id: string): Promise<void> {
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  if (revoked.length === 0) throw notFound(LINK_NOT_FOUND);
}

export type SharedSpeech = { link: ShareLink; speech: Speech; firstName: string | null };

/** What a live link shows, or null for an unknown or revoked one. */
export async function findSharedSpeech(db: Db, id: string): Promise<SharedSpeech | null> {
  if (!isShareLinkId(id)) return null;
  const [row] = await db
    .select({ link: shareLinks, speech: speeches, firstName: users.firstName })
    .from(shareLinks)
    .innerJoin(speeches, eq(speeches.id, shareLinks.speechId))
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
  return row ?? null;
}
