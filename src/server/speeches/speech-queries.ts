import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { ID_MAX } from '../../common/limits';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { type Speech, speeches } from '../db/schema';
import { notFound } from '../http/app-error';
import { speechLanguage } from '../language/speech-language';

const SPEECH_NOT_FOUND = 'Speech not found';

/** A speech as the API sends it: the row, with the language its text is in (its voices speak it). */
export const withLanguage = (speech: Speech) => ({ ...speech, language: speechLanguage(speech.content) });

/** The API's speech object: withLanguage plus estimatedDuration (seconds), which the client reads. */
export function toSpeechResponse(speech: Speech) {
  return { ...withLanguage(speech), estimatedDuration: speech.duration };
}

/** The user's own speech, or 404 — another user's id is indistinguishable from a missing one. */
export async function getOwnSpeech(db: Db, userId: string, id: number): Promise<Speech> {
  const [speech] = await db
    .select()
    .from(speeches)
    .where(and(eq(speeches.id, id), eq(speeches.userId, userId)));
  if (!speech) throw notFound(SPEECH_NOT_FOUND);
  return speech;
}

type Cursor = { createdAt: Date; id: number };

export const encodeCursor = (speech: Pick<Speech, 'createdAt' | 'id'>) =>
  Buffer.from(`${speech.createdAt.toISOString()}|${speech.id}`).toString('base64url');

/** The position a cursor names, or null unless it is one encodeCursor could have made (a date Postgres
 * can store, an id in the integer column's range): anything else would fail in the query as a 500. */
export function decodeCursor(cursor: string): Cursor | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  const year = createdAt.getUTCFullYear();
  const numericId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(numericId) || numericId < 1 || numericId > ID_MAX) return null;
  return { createdAt, id: numericId };
}

// The first page, which every History visit reads, is a prepared query; later pages are built per call.
const firstPage = preparedQuery((db) =>
  db
    .select()
    .from(speeches)
    .where(eq(speeches.userId, sql.placeholder('userId')))
    .orderBy(desc(speeches.createdAt), desc(speeches.id))
    .limit(sql.placeholder('limit'))
    .prepare('speeches_first_page'),
);

/** Newest first; keyset pagination on (createdAt, id) so pages stay stable while new speeches arrive. */
export async function listSpeeches(db: Db, userId: string, limit: number, cursor: Cursor | null) {
  const rows = cursor
    ? await db
        .select()
        .from(speeches)
        .where(
          and(
            eq(speeches.userId, userId),
            or(
              lt(speeches.createdAt, cursor.createdAt),
              and(eq(speeches.createdAt, cursor.createdAt), lt(speeches.id, cursor.id)),
            ),
          ),
        )
        .orderBy(desc(speeches.createdAt), desc(speeches.id))
        .limit(limit + 1)
    : await firstPage(db).execute({ userId, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export function listFavourites(db: Db, userId: string) {
  return db
    .select()
    .from(speeches)
    .where(and(eq(speeches.userId, userId), eq(speeches.isFavourite, 1)))
    .orderBy(desc(speeches.createdAt), desc(speeches.id));
}

export async function updateOwnSpeech(
  db: Db,
  userId: string,
  id: number,
  changes: { name?: string | undefined; isFavourite?: boolean | undefined },
): Promise<Speech> {
  const set: Partial<Pick<Speech, 'name' | 'isFavourite'>> = {};
  // A blank name clears it (the client sends no name for a blank field; other clients may send '').
  if (changes.name !== undefined) set.name = changes.name || null;
  if (changes.isFavourite !== undefined) set.isFavourite = changes.isFavourite ? 1 : 0;
  const [speech] = await db
    .update(speeches)
    .set(set)
    .where(and(eq(speeches.id, id), eq(speeches.userId, userId)))
    .returning();
  if (!speech) throw notFound(SPEECH_NOT_FOUND);
  return speech;
}

export async function deleteOwnSpeech(db: Db, userId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(speeches)
    .where(and(eq(speeches.id, id), eq(speeches.userId, userId)))
    .returning({ id: speeches.id });
  if (deleted.length === 0) throw notFound(SPEECH_NOT_FOUND);
}
