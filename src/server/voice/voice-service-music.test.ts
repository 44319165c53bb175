import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMp3 } from '../../../tests/setup/voice/audio-analysis';
import { LONG_SPEECH, SAMPLE_SPEECH } from '../../../tests/setup/voice/sample-speech';
import type { SentenceTiming } from '../../common/audio-timings';
import { timingsKey } from './audio-key';
import { DEFAULT_VOICE_ID } from './catalogue';
import { summariseMp3 } from './mp3-frames';
import { createVoiceService, type VoiceService } from './voice-service';

const dataDir = mkdtempSync(path.join(tmpdir(), 'uplift-voice-music-'));
const audioDir = path.join(dataDir, 'audio');
const request = (text: string) => ({ text, language: 'en', voiceId: DEFAULT_VOICE_ID, speed: 1 });
const listener = { owner: 'user-1' };
const music = { tone: 'confident', volume: 60 };

let voice: VoiceService;
let speech: { mp3: Uint8Array; sentences: SentenceTiming[] };

beforeAll(async () => {
  voice = createVoiceService({ dataDir, workers: 1 });
  const mp3 = await voice.audio(request(SAMPLE_SPEECH), listener);
  speech = { mp3, sentences: (await voice.timings(request(SAMPLE_SPEECH), listener)).sentences };
}, 120_000);
afterAll(async () => {
  await voice.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// The local engine's keys: its audio's, then its mix's.
const audioKeyOf = (text: string) => voice.keysFor(request(text))[0] as string;
const musicKeyOf = (text: string, choice = music) => voice.keysFor(request(text), choice)[1] as string;

/**
 * Puts audio for `text` in the cache as if synthesised: the sample speech's MP3 `times` over, with its
 * timings (a long speech without the minutes of synthesis).
 */
function stock(text: string, times: number): void {
  const seconds = summariseMp3(speech.mp3).seconds;
  const sentences = Array.from({ length: times }, (_, i) =>
    speech.sentences.map((s) => ({ ...s, start: s.start + i * seconds, end: s.end + i * seconds })),
  ).flat();
  const key = audioKeyOf(text);
  writeFileSync(path.join(audioDir, key), Buffer.concat(Array(times).fill(speech.mp3)));
  writeFileSync(path.join(audioDir, timingsKey(key)), JSON.stringify({ sentences, estimated: false }));
}

async function untilIdle(withinMs: number): Promise<void> {
  const began = performance.now();
  while (voice.workload().running + voice.workload().waiting > 0) {
    if (performance.now() - began > withinMs) throw new Error('the music worker is still busy');
    await sleep(20);
  }
}

/** Resolves once a mix is on the music worker (the speech's audio is cached, so nothing else runs). */
async function untilMixing(): Promise<void> {
  while (voice.workload().running === 0) await sleep(5);
}

describe('a download with music', () => {
  it('is mixed once, stored under its speech, tone and volume, and served from the cache after', async () => {
    const mixed = await voice.withMusic(request(SAMPLE_SPEECH), music, listener);
    expect((await decodeMp3(mixed)).errors).toBe(0);
    const stored = path.join(audioDir, musicKeyOf(SAMPLE_SPEECH));
    expect(existsSync(stored)).toBe(true);
    // What the next request gets is what the cache holds, not a new mix.
    writeFileSync(stored, 'cached');
    expect(Buffer.from(await voice.withMusic(request(SAMPLE_SPEECH), music, listener)).toString()).toBe(
      'cached',
    );
    // Another volume, or another tone, is another mix.
    for (const other of [
      { ...music, volume: 61 },
      { ...music, tone: 'gentle' },
    ]) {
      expect(musicKeyOf(SAMPLE_SPEECH, other)).not.toBe(musicKeyOf(SAMPLE_SPEECH));
      const again = Buffer.from(await voice.withMusic(request(SAMPLE_SPEECH), other, listener));
      expect(again.toString()).not.toBe('cached');
      expect(existsSync(path.join(audioDir, musicKeyOf(SAMPLE_SPEECH, other)))).toBe(true);
    }
  }, 120_000);

  it('stops mixing soon after the only person waiting for it leaves, and stores nothing', async () => {
    const text = `Twenty times over. ${SAMPLE_SPEECH}`;
    stock(text, 20); // half an hour of speech: seconds of mixing
    const leave = new AbortController();
    const mixing = voice.withMusic(request(text), music, { ...listener, signal: leave.signal });
    mixing.catch(() => {});
    await untilMixing();
    leave.abort();
    await expect(mixing).rejects.toThrow();
    await untilIdle(60_000);
    expect(existsSync(path.join(audioDir, musicKeyOf(text)))).toBe(false);
  }, 120_000);

  it('goes on for anyone still waiting when another leaves, and both get the same mix', async () => {
    const text = `Two people, one leaves. ${SAMPLE_SPEECH}`;
    stock(text, 5);
    const leave = new AbortController();
    const leaving = voice.withMusic(request(text), music, { ...listener, signal: leave.signal });
    leaving.catch(() => {});
    const staying = voice.withMusic(request(text), music, { owner: 'user-2' });
    await untilMixing();
    leave.abort();
    await expect(leaving).rejects.toThrow();
    const mixed = await staying;
    expect((await decodeMp3(mixed)).errors).toBe(0);
    expect(existsSync(path.join(audioDir, musicKeyOf(text)))).toBe(true);
  }, 120_000);

  it("counts in its owner's synthesis budget while it runs, and in nobody else's", async () => {
    // ~30 minutes of speech by its words (the budget's measure), against 40 minutes for waiting audio.
    const text = `Counted while mixed. ${Array(3).fill(LONG_SPEECH).join('\n\n')}`;
    stock(text, 20);
    const leave = new AbortController();
    const mixing = voice.withMusic(request(text), music, { ...listener, signal: leave.signal });
    mixing.catch(() => {});
    await untilMixing();
    // Ten more minutes of speech would take the owner past the cap; nobody else is touched.
    const more = `Ten more minutes. ${LONG_SPEECH}`;
    await expect(voice.open(request(more), listener)).rejects.toMatchObject({ statusCode: 429 });
    const elsewhere = new AbortController();
    const other = await voice.open(request(more), { owner: 'user-2', signal: elsewhere.signal });
    expect(other.kind).toBe('live');
    elsewhere.abort();
    if (other.kind === 'live') for await (const _ of other.read(elsewhere.signal));
    leave.abort();
    await expect(mixing).rejects.toThrow();
    await untilIdle(60_000);
    // Once the mix has stopped, the same audio is let in.
    const again = new AbortController();
    const opened = await voice.open(request(more), { ...listener, signal: again.signal });
    again.abort();
    if (opened.kind === 'live') for await (const _ of opened.read(again.signal));
    await untilIdle(60_000);
  }, 120_000);

  it("keeps another person's short download quick while one person mixes and hangs up every 2 s", async () => {
    // The flooder's speech: half an hour, long enough by its words that one mix at a time fits their cap.
    const long = `Mix and hang up. ${Array(3).fill(LONG_SPEECH).join('\n\n')}`;
    stock(long, 20);
    const short = (n: number) => `${n === 1 ? 'First' : 'Second'} short one. ${SAMPLE_SPEECH}`;
    // Someone else's short speech with music (voiced, then mixed), first with the server idle.
    const download = async (n: number) => {
      const began = performance.now();
      await voice.withMusic(request(short(n)), music, { owner: 'other' });
      return performance.now() - began;
    };
    const idleMs = await download(1);

    let flooding = true;
    let volume = 0;
    const flood = (async () => {
      while (flooding) {
        const hangUp = new AbortController();
        const mixing = voice.withMusic(
          request(long),
          { ...music, volume: volume++ },
          { owner: 'flooder', signal: hangUp.signal },
        );
        mixing.catch(() => {});
        await sleep(200);
        hangUp.abort();
        await sleep(1800);
      }
    })();
    await sleep(500);
    const floodedMs = await download(2);
    flooding = false;
    await flood;
    console.info(
      `short download with music: idle ${idleMs.toFixed(0)} ms, during the flood ${floodedMs.toFixed(0)} ms (${volume} mixes asked for)`,
    );
    expect(floodedMs).toBeLessThan(2 * idleMs);
    await untilIdle(60_000);
  }, 180_000);
});
