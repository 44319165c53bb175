import { eq } from 'drizzle-orm';
import { describe, expect, onTestFinished } from 'vitest';
import { voiceTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { buildTestApp } from '../../../tests/setup/test-app';
import { SAMPLE_SPEECH } from '../../../tests/setup/voice/sample-speech';
import { speedForTone } from '../../common/tone-speed';
import type { App } from '../app';
import type { Database } from '../db/client';
import { speeches } from '../db/schema';
import { DEFAULT_VOICE_ID } from './catalogue';
import { summariseMp3 } from './mp3-frames';

const SHORT = 'You have prepared for this. Walk in and show them who you are.';

const postAudio = (
  app: App,
  cookie: string,
  id: number | string,
  payload: object = { voice: DEFAULT_VOICE_ID },
) => app.inject({ method: 'POST', url: `/api/speeches/${id}/audio`, headers: { cookie }, payload });

const audioUrlOf = async (database: Database, id: number) =>
  (await database.db.select().from(speeches).where(eq(speeches.id, id)))[0]?.audioUrl;

describe('GET /api/voices', () => {
  it('lists six voices without sign-in: three female, one neutral, two male, the default first', async ({
    app,
  }) => {
    const response = await app.inject({ method: 'GET', url: '/api/voices' });
    expect(response.statusCode).toBe(200);
    const { voices } = response.json();
    expect(voices).toHaveLength(6);
    // The built-in voices are described as what they are, never with the premium voices' names.
    expect(voices[0]).toEqual({
      id: DEFAULT_VOICE_ID,
      name: 'Built-in voice 1',
      description: 'higher, brighter',
      provider: 'local',
      gender: 'Female',
      accent: 'American',
    });
    expect(voices.map((voice: { name: string }) => voice.name)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Built-in voice ${n}`),
    );
    const count = (gender: string) => voices.filter((v: { gender: string }) => v.gender === gender).length;
    expect([count('Female'), count('Neutral'), count('Male')]).toEqual([3, 1, 2]);
    for (const voice of voices) expect(voice.id).not.toContain('-');
  });

  it('says which languages the voices speak: eSpeak NG’s for the built-in ones', async ({ app }) => {
    const { languages } = (await app.inject({ method: 'GET', url: '/api/voices' })).json();
    expect(languages).toEqual(expect.arrayContaining(['en', 'fr', 'ja', 'zh', 'ru', 'ar', 'hi']));
    expect(languages.length).toBeGreaterThan(90);
    expect(languages).not.toContain('tlh');
  });
});

describe('POST /api/speeches/:id/audio', () => {
  it('answers the whole MP3, records the audio URL, and serves the next request from the cache', async ({
    app,
    insertSpeech,
    voice,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SHORT);
    const response = await postAudio(app, cookie, speech.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(summariseMp3(response.rawPayload)).toMatchObject({ sampleRate: 22050 });
    expect(await audioUrlOf(database, speech.id)).toBe(
      `/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`,
    );
    const syntheses = voice.stats.syntheses;
    // The speech id and the voice id are cut at their first hyphen.
    const again = await postAudio(app, cookie, `${speech.id}-draft`, { voice: `${DEFAULT_VOICE_ID}-v2` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(voice.stats.syntheses).toBe(syntheses);
  });

  it('uses the requested tone, and records it in the URL when it is not the speech’s own', async ({
    app,
    insertSpeech,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SHORT, { tone: 'gentle' });
    const own = await postAudio(app, cookie, speech.id, { voice: DEFAULT_VOICE_ID });
    const energetic = await postAudio(app, cookie, speech.id, { voice: DEFAULT_VOICE_ID, tone: 'energetic' });
    expect(summariseMp3(energetic.rawPayload).seconds).toBeLessThan(summariseMp3(own.rawPayload).seconds);
    expect(await audioUrlOf(database, speech.id)).toBe(
      `/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}&tone=energetic`,
    );
  });

  it('answers 404 for another user’s speech or a missing one, and 401 without a session', async ({
    app,
    insertSpeech,
    database,
  }) => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const speech = await insertSpeech(owner.user.id, SHORT);
    for (const id of [speech.id, 2_000_000_000]) {
      const response = await postAudio(app, other.cookie, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Speech not found' });
    }
    expect((await postAudio(app, '', speech.id)).statusCode).toBe(401);
    expect(await audioUrlOf(database, speech.id)).toBeNull();
  });

  it('answers 400 for an unknown voice, a bad tone or a bad id, and changes nothing', async ({
    app,
    insertSpeech,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SHORT);
    const cases = [
      [speech.id, { voice: 'nobody' }, 'Unknown voice: choose one from /api/voices'],
      [speech.id, { voice: 'x'.repeat(5000) }, 'Unknown voice'],
      [speech.id, { voice: 42 }, undefined],
      [speech.id, { voice: DEFAULT_VOICE_ID, tone: 'furious' }, undefined],
      ['abc', { voice: DEFAULT_VOICE_ID }, 'Speech id must be a number'],
      ['0', { voice: DEFAULT_VOICE_ID }, 'Speech id is out of range'],
    ] as const;
    for (const [id, payload, message] of cases) {
      const response = await postAudio(app, cookie, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json()).toEqual({ message });
    }
    expect(await audioUrlOf(database, speech.id)).toBeNull();
  });

  it('answers 413 for text longer than the extended length', async ({ app, insertSpeech, voice }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, `${'Keep going. '.repeat(1900)}`);
    const syntheses = voice.stats.syntheses;
    const response = await postAudio(app, cookie, speech.id);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too long to voice/);
    expect(voice.stats.syntheses).toBe(syntheses);
  });

  it('limits a user to 30 audio requests a minute across servers (429), but seeking in cached audio stays free', async ({
    database,
    voice,
    app,
    insertSpeech,
  }) => {
    // A second server process on the same database, as behind a load balancer: the count is shared.
    const other = await buildTestApp(database, { voice });
    onTestFinished(() => other.close());
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SHORT);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? other : app).inject({
          method: 'POST',
          url: `/api/speeches/${speech.id}/audio`,
          headers: { cookie },
          payload: { voice: DEFAULT_VOICE_ID },
        }),
      ),
    );
    expect(statuses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    const limited = await postAudio(app, cookie, speech.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many audio requests/);
    const seek = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`,
      headers: { cookie, range: 'bytes=100-199' },
    });
    expect(seek.statusCode).toBe(206);
    // Another user is not affected.
    const someoneElse = await signUp(app);
    const theirs = await insertSpeech(someoneElse.user.id, SHORT);
    expect((await postAudio(app, someoneElse.cookie, theirs.id)).statusCode).toBe(200);
  });
});

describe('GET /api/speeches/:id/audio.mp3 once cached', () => {
  it('serves byte ranges for seeking (206), whole files (200) and refuses ranges past the end (416)', async ({
    app,
    insertSpeech,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SHORT, { name: 'Monday: "interview" pep talk' });
    const whole = (await postAudio(app, cookie, speech.id)).rawPayload;
    const url = `/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`;
    const get = (headers: Record<string, string> = {}, query = '') =>
      app.inject({ method: 'GET', url: `${url}${query}`, headers: { cookie, ...headers } });

    const full = await get();
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': String(whole.length),
    });
    expect(full.rawPayload.equals(whole)).toBe(true);

    const part = await get({ range: 'bytes=1000-2999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['content-range']).toBe(`bytes 1000-2999/${whole.length}`);
    expect(part.headers['content-length']).toBe('2000');
    expect(part.rawPayload.equals(whole.subarray(1000, 3000))).toBe(true);

    const tail = await get({ range: 'bytes=-500' });
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 500))).toBe(true);

    const past = await get({ range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);

    const download = await get({}, '&download=1');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Monday interview pep talk.mp3"',
    );
  });

  it('names an unnamed speech’s download uplift-speech.mp3', async ({ app, insertSpeech, database }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SHORT);
    const response = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}/audio.mp3?download=1`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="uplift-speech.mp3"');
    expect(await audioUrlOf(database, speech.id)).toBe(
      `/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`,
    );
  });
});

describe('GET /api/speeches/:id/audio/timings', () => {
  it('gives each sentence’s start and end in the audio, measured by the local engine', async ({
    app,
    insertSpeech,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SAMPLE_SPEECH);
    const response = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}/audio/timings?voice=TxGEqnHWrfWFTfGW9XJb`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { sentences, estimated } = response.json();
    expect(estimated).toBe(false);
    expect(sentences).toHaveLength(19);
    expect(sentences[1]).toMatchObject({ index: 1, text: "Let's get you ready." });
    expect(sentences[1].start).toBe(sentences[0].end);
    const other = await signUp(app);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}/audio/timings`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('a speech in another language', () => {
  it('says its language, and is voiced and timed in it', async ({ app, insertSpeech, voice }) => {
    const { cookie, user } = await signUp(app);
    const text = 'Lundi, tu passes ton entretien et tu es prête. Respire, puis vas-y avec le sourire !';
    const speech = await insertSpeech(user.id, text);
    const answer = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}`,
      headers: { cookie },
    });
    expect(answer.json()).toMatchObject({ language: 'fr' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}/audio/timings?voice=${DEFAULT_VOICE_ID}`,
      headers: { cookie },
    });
    expect(response.json().sentences).toHaveLength(2);
    const request = { text, voiceId: DEFAULT_VOICE_ID, speed: speedForTone('encouraging') };
    expect(await voice.isCached({ ...request, language: 'fr' })).toBe(true);
    expect(await voice.isCached({ ...request, language: 'en' })).toBe(false);
  });
});
