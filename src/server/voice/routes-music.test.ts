import { describe, expect } from 'vitest';
import { voiceTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { decodeMp3, rms } from '../../../tests/setup/voice/audio-analysis';
import { SAMPLE_SPEECH } from '../../../tests/setup/voice/sample-speech';
import type { AudioTimings } from '../../common/audio-timings';
import type { App } from '../app';
import { DEFAULT_VOICE_ID } from './catalogue';

const get = (app: App, cookie: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });
const mp3Url = (id: number, query = '') => `/api/speeches/${id}/audio.mp3?voice=${DEFAULT_VOICE_ID}${query}`;

describe('GET /api/speeches/:id/audio.mp3?music=', () => {
  it('downloads the speech with its tone’s bed under it: as long as the speech, with music in its pauses', async ({
    app,
    insertSpeech,
  }) => {
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, SAMPLE_SPEECH, { tone: 'confident', name: 'Interview' });
    const plain = await get(app, cookie, mp3Url(speech.id));
    expect(plain.statusCode).toBe(200);
    const timings: AudioTimings = (
      await get(app, cookie, `/api/speeches/${speech.id}/audio/timings?voice=${DEFAULT_VOICE_ID}`)
    ).json();

    const music = await get(app, cookie, mp3Url(speech.id, '&music=60&download=1'));
    expect(music.statusCode).toBe(200);
    expect(music.headers['content-type']).toBe('audio/mpeg');
    expect(music.headers['content-disposition']).toBe('attachment; filename="Interview (with music).mp3"');

    const [speechOnly, withMusic] = await Promise.all([
      decodeMp3(plain.rawPayload),
      decodeMp3(music.rawPayload),
    ]);
    expect(withMusic.errors).toBe(0);
    const seconds = (decoded: typeof speechOnly) => decoded.samples.length / decoded.sampleRate;
    expect(Math.abs(seconds(withMusic) - seconds(speechOnly))).toBeLessThan(0.1);

    // The breath at the end of each sentence but the last: silent in the plain file, music in the other.
    const rate = speechOnly.sampleRate;
    const pause = (samples: Float32Array, end: number) =>
      rms(samples.subarray(Math.round((end - 0.35) * rate), Math.round((end - 0.05) * rate)));
    const boundaries = timings.sentences.slice(0, -1).map(({ end }) => end);
    expect(boundaries.length).toBeGreaterThan(10);
    const plainPauses = boundaries.map((end) => pause(speechOnly.samples, end));
    const musicPauses = boundaries.map((end) => pause(withMusic.samples, end));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      `pause RMS: plain ${mean(plainPauses).toFixed(5)}, with music ${mean(musicPauses).toFixed(5)}`,
    );
    for (const [i, end] of boundaries.entries()) {
      expect(plainPauses[i], `plain, pause at ${end}s`).toBeLessThan(0.003);
      expect(musicPauses[i], `with music, pause at ${end}s`).toBeGreaterThan(0.01);
    }
    // The speech is still the loudest thing in it.
    expect(rms(withMusic.samples)).toBeLessThan(rms(speechOnly.samples) * 1.3);
  }, 60_000);

  it('refuses a volume outside 0–100, and another user’s speech, like the plain download', async ({
    app,
    insertSpeech,
  }) => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const speech = await insertSpeech(owner.user.id, 'You are ready. Go and show them.');
    for (const volume of ['101', '-1', '6.5', 'loud']) {
      expect((await get(app, owner.cookie, mp3Url(speech.id, `&music=${volume}`))).statusCode).toBe(400);
    }
    const refused = await get(app, other.cookie, mp3Url(speech.id, '&music=60'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Speech not found' });
    expect((await get(app, '', mp3Url(speech.id, '&music=60'))).statusCode).toBe(401);
    expect((await get(app, owner.cookie, mp3Url(speech.id, '&music=0'))).statusCode).toBe(200);
  }, 60_000);
});
