import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRENCH_SPEECH, JAPANESE_SPEECH } from '../../../../../tests/doubles/llm-speeches';
import { decodeMp3, medianPitch, rms } from '../../../../../tests/setup/voice/audio-analysis';
import {
  collect,
  LONG_SPEECH,
  SAMPLE_SPEECH,
  wordCount,
} from '../../../../../tests/setup/voice/sample-speech';
import { splitSentences } from '../../../../common/sentences';
import { catalogue, type Voice } from '../../catalogue';
import type { SentenceTiming } from '../../engine';
import { summariseMp3 } from '../../mp3-frames';
import { createLocalEngine } from './local-engine';

type Spoken = { voice: Voice; mp3: Buffer; seconds: number; decoded: Awaited<ReturnType<typeof decodeMp3>> };

const engine = createLocalEngine({ workers: 1 });
const spoken: Spoken[] = [];
let timings: SentenceTiming[] | null = null;

beforeAll(async () => {
  await engine.pool.ready();
  for (const voice of catalogue('local')) {
    const synthesis = engine.synthesize(SAMPLE_SPEECH, voice.id, { speed: 1, language: 'en' });
    const mp3 = await collect(synthesis);
    spoken.push({ voice, mp3, seconds: summariseMp3(mp3).seconds, decoded: await decodeMp3(mp3) });
    timings ??= synthesis.timings();
  }
}, 60_000);
afterAll(() => engine.close());

describe('the local engine', () => {
  it('speaks each of the six voices as valid MP3: whole frames from the first byte, decodable', () => {
    expect(spoken).toHaveLength(6);
    for (const { mp3, decoded } of spoken) {
      expect(mp3[0]).toBe(0xff); // frame sync: eleven set bits
      expect((mp3[1] ?? 0) & 0xe0).toBe(0xe0);
      expect(summariseMp3(mp3)).toMatchObject({ sampleRate: 22050, bitrateKbps: 64 });
      expect(decoded.errors).toBe(0);
      expect(decoded.sampleRate).toBe(22050);
    }
  });

  it('lasts about as long as the words at 140 a minute (within 25%) at speed 1', () => {
    const expected = (wordCount(SAMPLE_SPEECH) / 140) * 60;
    for (const { voice, seconds, decoded } of spoken) {
      expect(decoded.samples.length / decoded.sampleRate, voice.name).toBeCloseTo(seconds, 1);
      expect(Math.abs(seconds - expected) / expected, voice.name).toBeLessThan(0.25);
    }
  });

  it('is not silent', () => {
    for (const { voice, decoded } of spoken) expect(rms(decoded.samples), voice.name).toBeGreaterThan(0.05);
  });

  it('gives six measurably different voices, pitched as their gender says', () => {
    const pitches = spoken.map(({ voice, decoded }) => ({
      voice,
      pitch: medianPitch(decoded.samples, decoded.sampleRate),
    }));
    for (const [i, a] of pitches.entries()) {
      for (const b of pitches.slice(i + 1)) {
        const difference = Math.abs(a.pitch - b.pitch) / Math.min(a.pitch, b.pitch);
        expect(difference, `${a.voice.name} vs ${b.voice.name}`).toBeGreaterThan(0.1);
      }
    }
    const byGender = (gender: string) => pitches.filter((p) => p.voice.gender === gender).map((p) => p.pitch);
    expect(Math.min(...byGender('Female'))).toBeGreaterThan(Math.max(...byGender('Neutral')));
    expect(Math.min(...byGender('Neutral'))).toBeGreaterThan(Math.max(...byGender('Male')));
  });

  it('times every sentence, back to back, to the end of the audio', () => {
    const sentences = timings ?? [];
    expect(sentences[0]).toMatchObject({
      index: 0,
      text: 'Sam, on Monday, you get to show up for your interview.',
      start: 0,
    });
    for (const [index, sentence] of sentences.entries()) {
      expect(sentence.index).toBe(index);
      expect(sentence.end).toBeGreaterThan(sentence.start);
      if (index > 0) expect(sentence.start).toBe(sentences[index - 1]?.end);
    }
    expect(sentences.at(-1)?.end).toBeCloseTo(spoken[0]?.seconds ?? 0, 2);
  });

  it('has the first audio of a long speech out before a quarter of the synthesis time', async () => {
    const started = performance.now();
    let firstAt = 0;
    let bytes = 0;
    for await (const chunk of engine.synthesize(LONG_SPEECH, catalogue('local')[0]?.id ?? '', {
      speed: 1,
      language: 'en',
    })) {
      firstAt ||= performance.now() - started;
      bytes += chunk.length;
    }
    const total = performance.now() - started;
    console.info(
      `long speech: first audio after ${firstAt.toFixed(0)} ms of ${total.toFixed(0)} ms (${bytes} bytes)`,
    );
    expect(firstAt).toBeLessThan(total * 0.25);
  });

  it('speaks faster at a higher speed', async () => {
    const text = 'Every step you take builds the person you are becoming.';
    const id = catalogue('local')[0]?.id ?? '';
    const normal = summariseMp3(
      await collect(engine.synthesize(text, id, { speed: 1, language: 'en' })),
    ).seconds;
    const fast = summariseMp3(
      await collect(engine.synthesize(text, id, { speed: 1.5, language: 'en' })),
    ).seconds;
    expect(fast).toBeLessThan(normal * 0.8);
  });
});

describe('the local engine in the speech’s language', () => {
  const voiceId = catalogue('local')[0]?.id ?? '';

  async function speak(text: string, language: string) {
    const synthesis = engine.synthesize(text, voiceId, { speed: 1, language });
    const mp3 = await collect(synthesis);
    return { mp3, seconds: summariseMp3(mp3).seconds, timings: synthesis.timings() ?? [] };
  }

  it.each([
    ['French', FRENCH_SPEECH, 'fr'],
    ['Japanese', JAPANESE_SPEECH, 'ja'],
  ])(
    'speaks a %s speech with one timing a sentence, the last ending with the audio',
    async (_, text, language) => {
      const { seconds, timings } = await speak(text, language);
      expect(timings.map(({ text }) => text)).toEqual(splitSentences(text, language));
      expect(timings.length).toBeGreaterThan(language === 'ja' ? 8 : 15);
      for (const [index, sentence] of timings.entries()) {
        expect(sentence.index).toBe(index);
        expect(sentence.end).toBeGreaterThan(sentence.start);
        if (index > 0) expect(sentence.start).toBe(timings[index - 1]?.end);
      }
      expect(Math.abs((timings.at(-1)?.end ?? 0) - seconds)).toBeLessThan(0.05);
    },
  );

  it('speaks French with eSpeak’s French voice, not its English one', async () => {
    const text = FRENCH_SPEECH.split('\n')[0] ?? '';
    const [french, english] = await Promise.all([speak(text, 'fr'), speak(text, 'en')]);
    expect(french.mp3.equals(english.mp3)).toBe(false);
    expect((await decodeMp3(french.mp3)).errors).toBe(0);
  });
});
