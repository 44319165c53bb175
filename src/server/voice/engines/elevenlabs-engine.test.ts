import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElevenLabsDouble, startElevenLabsDouble } from '../../../../tests/doubles/elevenlabs';
import { collect, SAMPLE_SPEECH } from '../../../../tests/setup/voice/sample-speech';
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
  it('streams MP3 from the streaming endpoint with the catalogue voice, model and format', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'good-key', baseUrl: double.baseUrl });
    const synthesis = engine.synthesize(SAMPLE_SPEECH, DEFAULT_VOICE_ID, { speed: 1.08 });
    const chunks: Uint8Array[] = [];
    for await (const chunk of synthesis) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1); // read as it arrives, not buffered whole
    expect(summariseMp3(Buffer.concat(chunks))).toMatchObject({ sampleRate: 44100, bitrateKbps: 64 });
    expect(synthesis.timings()).toBeNull();
    const [request] = double.requests.slice(-1);
    expect(request).toMatchObject({
      voiceId: DEFAULT_VOICE_ID,
      query: { output_format: 'mp3_44100_64' },
      body: { text: SAMPLE_SPEECH.replace(/\s+/g, ' '), model_id: 'eleven_multilingual_v2' },
    });
    expect(request?.body.voice_settings).toMatchObject({ speed: 1.08 });
    expect(request?.headers['xi-api-key']).toBe('good-key');
  });

  it('sends a long speech as several requests, each with the text around it', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'good-key', baseUrl: double.baseUrl });
    const before = double.requests.length;
    const text = Array.from({ length: 4 }, () => SAMPLE_SPEECH).join('\n\n');
    summariseMp3(await collect(engine.synthesize(text, DEFAULT_VOICE_ID, { speed: 1 })));
    const sent = double.requests.slice(before);
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent) expect(String(request.body.text).length).toBeLessThanOrEqual(2500);
    expect(sent[1]?.body.previous_text).toBe(sent[0]?.body.text);
    expect(sent[0]?.body.next_text).toBe(sent[1]?.body.text);
  });

  it('fails with a VoiceProviderError carrying the status when the key is wrong', async () => {
    const engine = createElevenLabsEngine({ apiKey: 'wrong-key', baseUrl: double.baseUrl });
    const error = await collect(engine.synthesize('Hello.', DEFAULT_VOICE_ID, { speed: 1 })).catch((e) => e);
    expect(error).toBeInstanceOf(VoiceProviderError);
    expect(error).toMatchObject({ engine: 'elevenlabs', statusCode: 401 });
    expect(error.message).toMatch(/invalid_api_key/);
    expect(error.message).not.toContain('wrong-key');
  });
});
