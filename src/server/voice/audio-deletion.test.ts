import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { voiceTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import { DEMO_LIFETIME_MS, deleteStaleDemoUsers } from '../auth/demo';
import { users } from '../db/schema';
import { DEFAULT_VOICE_ID } from './catalogue';

/** Every file in the audio cache that holds these words (the timings hold the text; the MP3's name is a
 * hash of it, so a surviving MP3 shows up as a surviving timings file beside it). */
function filesSaying(dataDir: string, words: string): string[] {
  const dir = path.join(dataDir, 'audio');
  return readdirSync(dir).filter((file) => readFileSync(path.join(dir, file)).includes(words));
}
const audioFiles = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'audio')).filter((file) => !file.endsWith('.tmp')).length;

async function voice(app: App, cookie: string, speechId: number) {
  const audio = await app.inject({
    method: 'POST',
    url: `/api/speeches/${speechId}/audio`,
    headers: { cookie },
    payload: { voice: DEFAULT_VOICE_ID },
  });
  expect(audio.statusCode).toBe(200);
  const timings = await app.inject({
    method: 'GET',
    url: `/api/speeches/${speechId}/audio/timings?voice=${DEFAULT_VOICE_ID}`,
    headers: { cookie },
  });
  expect(timings.statusCode).toBe(200);
}

describe('audio left behind', () => {
  it('goes with its speech, unless another speech still uses the same audio', async ({
    app,
    insertSpeech,
    dataDir,
  }) => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const mine = await insertSpeech(alice.user.id, 'Only Alice ever says that the heron waits by the weir.');
    const shared = 'Everyone can say that a steady breath helps before a hard call.';
    const alicesShared = await insertSpeech(alice.user.id, shared);
    const bobsShared = await insertSpeech(bob.user.id, shared);
    for (const [cookie, id] of [
      [alice.cookie, mine.id],
      [alice.cookie, alicesShared.id],
      [bob.cookie, bobsShared.id],
    ] as const)
      await voice(app, cookie, id);
    expect(filesSaying(dataDir, 'the heron waits')).toHaveLength(1);
    const before = audioFiles(dataDir);
    // A download with music is cached too, and goes with its speech like the rest.
    const withMusic = await app.inject({
      method: 'GET',
      url: `/api/speeches/${mine.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}&music=60`,
      headers: { cookie: alice.cookie },
    });
    expect(withMusic.statusCode).toBe(200);
    expect(audioFiles(dataDir)).toBe(before + 1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/speeches/${mine.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(filesSaying(dataDir, 'the heron waits')).toEqual([]);
    expect(audioFiles(dataDir)).toBe(before - 2); // its MP3 and its timings, and the mix

    // Deleting the account removes Alice's audio, but not the audio Bob's speech still uses.
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: alice.cookie },
      payload: { password: alice.password },
    });
    expect(gone.statusCode).toBe(200);
    expect(filesSaying(dataDir, 'a steady breath')).toHaveLength(1);
    await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: bob.cookie },
      payload: { password: bob.password },
    });
    expect(filesSaying(dataDir, 'a steady breath')).toEqual([]);
  });

  it('goes with a day-old demo account when the sweep deletes it', async ({
    app,
    insertSpeech,
    database,
    voice: voiceService,
    dataDir,
  }) => {
    const demo = await app.inject({
      method: 'POST',
      url: '/api/simple-demo-login',
      remoteAddress: '198.51.100.77',
    });
    const cookie = demo.headers['set-cookie']?.toString().split(';')[0] ?? '';
    const demoId = demo.json().user.id as string;
    const speech = await insertSpeech(demoId, 'A demo visitor hears that the lantern stays lit all night.');
    await voice(app, cookie, speech.id);
    expect(filesSaying(dataDir, 'the lantern stays lit')).toHaveLength(1);
    await database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - DEMO_LIFETIME_MS - 60_000) })
      .where(eq(users.id, demoId));
    expect(await deleteStaleDemoUsers(database.db, voiceService)).toBe(1);
    expect(filesSaying(dataDir, 'the lantern stays lit')).toEqual([]);
  });
});
