import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRENCH_SPEECH, JAPANESE_SPEECH } from '../../../../tests/doubles/llm-speeches';
import { type OpenAiSpeechDouble, startOpenAiSpeechDouble } from '../../../../tests/doubles/openai-speech';
import { collect, SAMPLE_SPEECH } from '../../../../tests/setup/voice/sample-speech';
import { catalogue } from '../catalogue';
import { VoiceProviderError } from '../engine';
import { summariseMp3 } from '../mp3-frames';
import { createOpenAiEngine } from './openai-engine';

let double: OpenAiSpeechDouble;
beforeAll(async () => {
  double = await startOpenAiSpeechDouble({ apiKey: 'sk-good' });
});
afterAll(() => double.close());

describe('the OpenAI speech engine', () => {
  it('asks the speech endpoint for MP3 in a matching voice and streams the body', async () => {
    const engine = createOpenAiEngine({ apiKey: 'sk-good', baseUrl: double.baseUrl });
    const synthesis = engine.synthesize(SAMPLE_SPEECH, 'TxGEqnHWrfWFTfGW9XJb', {
      speed: 0.92,
      language: 'en',
    });
    const mp3 = await collect(synthesis);
    expect(summariseMp3(mp3).seconds).toBeGreaterThan(60);
    expect(synthesis.timings()).toBeNull();
    expect(double.requests.at(-1)?.body).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'onyx',
      input: SAMPLE_SPEECH.replace(/\s+/g, ' '),
      response_format: 'mp3',
      speed: 0.92,
    });
  });

  it('maps the six catalogue voices to six different OpenAI voices', async () => {
    const engine = createOpenAiEngine({ apiKey: 'sk-good', baseUrl: double.baseUrl });
    const before = double.requests.length;
    for (const voice of catalogue('openai'))
      await collect(engine.synthesize('Hi.', voice.id, { speed: 1, language: 'en' }));
    const voices = double.requests.slice(before).map((request) => request.body.voice);
    expect(new Set(voices).size).toBe(6);
  });

  it('keeps each request under the 4,096-character input limit', async () => {
    const engine = createOpenAiEngine({ apiKey: 'sk-good', baseUrl: double.baseUrl });
    const before = double.requests.length;
    const text = Array.from({ length: 6 }, () => SAMPLE_SPEECH).join('\n\n');
    await collect(engine.synthesize(text, 'TxGEqnHWrfWFTfGW9XJb', { speed: 1, language: 'en' }));
    const sent = double.requests.slice(before);
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(String(request.body.input).length).toBeLessThanOrEqual(4096);
  });

  it('fails with a VoiceProviderError carrying the status when the key is wrong', async () => {
    const engine = createOpenAiEngine({ apiKey: 'sk-wrong', baseUrl: double.baseUrl });
    const error = await collect(
      engine.synthesize('Hello.', 'TxGEqnHWrfWFTfGW9XJb', { speed: 1, language: 'en' }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(VoiceProviderError);
    expect(error).toMatchObject({ engine: 'openai', statusCode: 401 });
    expect(error.message).toMatch(/Incorrect API key/);
  });
});

describe('the OpenAI speech engine in the speech’s language', () => {
  it('takes the text as it is written, French or Japanese', async () => {
    const engine = createOpenAiEngine({ apiKey: 'sk-good', baseUrl: double.baseUrl });
    await collect(engine.synthesize(FRENCH_SPEECH, 'TxGEqnHWrfWFTfGW9XJb', { speed: 1, language: 'fr' }));
    expect(double.requests.at(-1)?.body.input).toBe(FRENCH_SPEECH.replace(/\s+/g, ' '));
    await collect(engine.synthesize(JAPANESE_SPEECH, 'TxGEqnHWrfWFTfGW9XJb', { speed: 1, language: 'ja' }));
    expect(double.requests.at(-1)?.body.input).toBe(JAPANESE_SPEECH.replace(/\s+/g, ''));
  });
});
