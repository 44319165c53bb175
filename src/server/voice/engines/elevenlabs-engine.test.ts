import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElevenLabsDouble, startElevenLabsDouble } from '../../../../tests/doubles/elevenlabs';
import { FRENCH_SPEECH, JAPANESE_SPEECH } from '../../../../tests/doubles/llm-speeches';
import { collect, SAMPLE_SPEECH } from '../../../../tests/setup/voice/sample-speech';
import { splitSentences, splitWords } from '../../../common/sentences';
import { DEFAULT_VOICE_ID } from '../catalogue';
import { VoiceProviderError } from '../engine';
import { summariseMp3 } from '../mp3-frames';
import { createElevenLabsEngine } from './elevenlabs-engine';

let double: ElevenLabsDouble;
beforeAll(async () => {
  double = await startElevenLabsDouble({ apiKey: 'good-key', chunkDelayMs: 5 });
});
afterAll(() => double.close());

describe('the ElevenLabs engine', () => {
  it('streams MP3 with character timestamps, with the catalogue voice, model and format', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'good-key', baseUrl: double.baseUrl });
    const synthesis = engine.synthesize(SAMPLE_SPEECH, DEFAULT_VOICE_ID, { speed: 1.08, language: 'en' });
    const chunks: Uint8Array[] = [];
    for await (const chunk of synthesis) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1); // read as it arrives, not buffered whole
    expect(summariseMp3(Buffer.concat(chunks))).toMatchObject({ sampleRate: 44100, bitrateKbps: 64 });
    expect(double.requests.at(-1)?.path).toBe(
      `/v1/text-to-speech/${DEFAULT_VOICE_ID}/stream/with-timestamps`,
    );
    const [request] = double.requests.slice(-1);
    expect(request).toMatchObject({
      voiceId: DEFAULT_VOICE_ID,
      query: { output_format: 'mp3_44100_64' },
      body: { text: SAMPLE_SPEECH.replace(/\s+/g, ' '), model_id: 'eleven_multilingual_v2' },
    });
    expect(request?.body.voice_settings).toMatchObject({ speed: 1.08 });
    expect(request?.headers['xi-api-key']).toBe('good-key');
  });

  it('times every sentence and word from the characters, in order, within the audio', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'good-key', baseUrl: double.baseUrl });
    const synthesis = engine.synthesize(SAMPLE_SPEECH, DEFAULT_VOICE_ID, { speed: 1, language: 'en' });
    expect(synthesis.timings()).toBeNull(); // not before the audio has all come
    const { seconds } = summariseMp3(await collect(synthesis));
    const timings = synthesis.timings() ?? [];
    expect(timings.map(({ text }) => text)).toEqual(splitSentences(SAMPLE_SPEECH, 'en'));
    for (const [index, sentence] of timings.entries()) {
      expect(sentence.index).toBe(index);
      expect(sentence.words).toHaveLength(splitWords(sentence.text).length);
      const times = [sentence.start, ...(sentence.words ?? []), sentence.end];
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(timings[index + 1]?.start ?? sentence.end).toBe(sentence.end); // end to end
    }
    // The double pauses after each stop: a sentence starts after the previous one's last character.
    expect(timings[1]?.start).toBeGreaterThan(timings[0]?.words?.at(-1) ?? Number.POSITIVE_INFINITY);
    expect(timings.at(-1)?.end).toBeCloseTo(seconds, 0);
  });

  it('sends a long speech as several requests, each with the text around it, timed end to end', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'good-key', baseUrl: double.baseUrl });
    const before = double.requests.length;
    const text = Array.from({ length: 4 }, () => SAMPLE_SPEECH).join('\n\n');
    const synthesis = engine.synthesize(text, DEFAULT_VOICE_ID, { speed: 1, language: 'en' });
    const { seconds } = summariseMp3(await collect(synthesis));
    const timings = synthesis.timings() ?? [];
    expect(timings).toHaveLength(splitSentences(text, 'en').length);
    const starts = timings.map(({ start }) => start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(timings.at(-1)?.end).toBeCloseTo(seconds, 0);
    const sent = double.requests.slice(before);
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(String(request.body.text).length).toBeLessThanOrEqual(2500);
    expect(sent[1]?.body.previous_text).toBe(sent[0]?.body.text);
    expect(sent[0]?.body.next_text).toBe(sent[1]?.body.text);
  });

  it('fails with a VoiceProviderError carrying the status when the key is wrong', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'wrong-key', baseUrl: double.baseUrl });
    const error = await collect(
      engine.synthesize('Hello.', DEFAULT_VOICE_ID, { speed: 1, language: 'en' }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(VoiceProviderError);
    expect(error).toMatchObject({ engine: 'elevenlabs', statusCode: 401 });
    expect(error.message).toMatch(/invalid_api_key/);
    expect(error.message).not.toContain('wrong-key');
  });
});

describe('the ElevenLabs engine in the speech’s language', () => {
  it('sends a French speech as it is written, to the multilingual model', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'good-key', baseUrl: double.baseUrl });
    await collect(engine.synthesize(FRENCH_SPEECH, DEFAULT_VOICE_ID, { speed: 1, language: 'fr' }));
    expect(double.requests.at(-1)?.body).toMatchObject({
      text: FRENCH_SPEECH.replace(/\s+/g, ' '),
      model_id: 'eleven_multilingual_v2',
    });
  });

  it('sends Japanese without spaces between its sentences, and times each sentence and its words', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'good-key', baseUrl: double.baseUrl });
    const synthesis = engine.synthesize(JAPANESE_SPEECH, DEFAULT_VOICE_ID, { speed: 1, language: 'ja' });
    const { seconds } = summariseMp3(await collect(synthesis));
    expect(double.requests.at(-1)?.body).toMatchObject({
      text: JAPANESE_SPEECH.replace(/\s+/g, ''),
      model_id: 'eleven_multilingual_v2',
    });
    const timings = synthesis.timings() ?? [];
    expect(timings.map(({ text }) => text)).toEqual(splitSentences(JAPANESE_SPEECH, 'ja'));
    expect(timings).toHaveLength(10);
    for (const sentence of timings) {
      expect(sentence.words?.length).toBe(splitWords(sentence.text).length);
      expect(sentence.words?.length).toBeGreaterThan(2);
    }
    expect(timings.at(-1)?.end).toBeCloseTo(seconds, 0);
  });
});
