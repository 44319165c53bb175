import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { speechAudio, speeches } from '../db/schema';
import { isConcurrentChange } from '../http/concurrent-change';
import type { VoiceService } from './voice-service';

/**
 * Notes that a speech uses these cached audio keys; false when the speech is already gone (deleted while
 * its audio was being made), in which case the caller forgets the audio.
 */
export async function rememberAudio(db: Db, speechId: number, keys: readonly string[]): Promise<boolean> {
  try {
    await db
      .insert(speechAudio)
      .values(keys.map((key) => ({ speechId, key })))
      .onConflictDoNothing();
    return true;
  } catch (error) {
    if (isConcurrentChange(error)) return false;
    throw error;
  }
}

/** The audio keys a speech, or every speech of some users, has used: read before deleting them. */
export async function audioKeysOf(
  db: Db,
  owner: { speechId: number } | { userIds: string[] },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: speechAudio.key })
    .from(speechAudio)
    .innerJoin(speeches, eq(speeches.id, speechAudio.speechId))
    .where('speechId' in owner ? eq(speeches.id, owner.speechId) : inArray(speeches.userId, owner.userIds));
  return rows.map((row) => row.key);
}

/** Deletes from the cache the audio no remaining speech uses (content-addressed keys can be shared). */
export async function forgetUnreferenced(
  db: Db,
  voice: VoiceService,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  const stillUsed = new Set(
    (
      await db
        .selectDistinct({ key: speechAudio.key })
        .from(speechAudio)
        .where(inArray(speechAudio.key, [...keys]))
    ).map((row) => row.key),
  );
  await Promise.all(keys.filter((key) => !stillUsed.has(key)).map((key) => voice.forget(key)));
}
