import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmDouble, startLlmDouble } from '../../../../tests/doubles/openai-compatible-llm';
import { createWriter, WriterInterruptedError, withFallback } from './fallback-writer';
import { createLocalWriter } from './local-writer';
import { createOpenAiWriter } from './openai-writer';
import { EMPTY_PROFILE, type SpeechWriter, type WriteRequest } from './types';

const LLM_SPEECH =
  'Your first marathon is three weeks away.\n\nListen to that knee, and trust your training.';
const request: WriteRequest = {
  context: 'first marathon in 3 weeks and my knee hurts',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'short',
  seed: 42,
};

async function text(chunks: AsyncIterable<string>) {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

function recordingLog() {
  const warnings: Array<{ obj: object; msg: string }> = [];
  return { warnings, warn: (obj: object, msg: string) => warnings.push({ obj, msg }) };
}

const local = createLocalWriter();
const localSpeech = () => text(local.write(request, EMPTY_PROFILE));

describe('withFallback over the OpenAI writer', () => {
  let llm: LlmDouble;
  beforeAll(async () => {
    llm = await startLlmDouble();
  });
  afterAll(() => llm.close());

  const writer = (log: ReturnType<typeof recordingLog>, timeoutMs = 5_000) =>
    withFallback(
      createOpenAiWriter({ baseUrl: llm.baseUrl, apiKey: 'unused', model: 'llama3.2', timeoutMs }),
      local,
      log,
    );

  it("streams the LLM's speech when it answers", async () => {
    llm.setBehaviour({ kind: 'answer', text: LLM_SPEECH, chunks: 3 });
    const log = recordingLog();
    const fallback = writer(log);
    expect(fallback.name).toBe('openai');
    expect(await text(fallback.write(request, EMPTY_PROFILE))).toBe(LLM_SPEECH);
    expect(log.warnings).toEqual([]);
  });

  it("streams the local writer's speech and logs a warning when the LLM fails", async () => {
    llm.setBehaviour({ kind: 'fail' });
    const log = recordingLog();
    const tookOver: string[] = [];
    expect(await text(writer(log).write(request, EMPTY_PROFILE, (name) => tookOver.push(name)))).toBe(
      await localSpeech(),
    );
    expect(tookOver).toEqual(['local']);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]?.msg).toBe('LLM writer failed; falling back to the local writer');
    expect(log.warnings[0]?.obj).toEqual({ error: expect.stringContaining('The server had an error') });
  });

  it('falls back within about a second when the LLM hangs', async () => {
    llm.setBehaviour({ kind: 'hang' });
    const log = recordingLog();
    const started = Date.now();
    expect(await text(writer(log, 200).write(request, EMPTY_PROFILE))).toBe(await localSpeech());
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(log.warnings[0]?.obj).toEqual({ error: 'LLM sent nothing for 200 ms' });
  });

  it('abandons a speech the LLM stops writing midway, and offers the restart', async () => {
    llm.setBehaviour({ kind: 'answer', text: LLM_SPEECH, chunks: 3, delayMs: 600 });
    const log = recordingLog();
    const seen: string[] = [];
    const error = await (async () => {
      for await (const chunk of writer(log, 200).write(request, EMPTY_PROFILE)) seen.push(chunk);
    })().catch((e: unknown) => e);
    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(WriterInterruptedError);
    const interrupted = error as WriterInterruptedError;
    expect(interrupted.message).toBe('The speech writer failed mid-speech: LLM sent nothing for 200 ms');
    expect(interrupted.fallbackWriter).toBe('local');
    expect(await text(interrupted.restartWithFallback())).toBe(await localSpeech());
    expect(log.warnings[0]?.msg).toBe('LLM writer failed mid-speech; the speech must restart');
  });
});

describe('createWriter', () => {
  const log = recordingLog();

  it('uses the local writer when the LLM is not fully configured', () => {
    expect(createWriter({ llm: {} }, local, log)).toBe(local);
    expect(createWriter({ llm: { baseUrl: 'http://127.0.0.1:11434/v1' } }, local, log)).toBe(local);
    expect(createWriter({ llm: { model: 'llama3.2', apiKey: 'sk-x' } }, local, log)).toBe(local);
  });

  it('uses the LLM, backed by the local writer, when a base URL and model are set', async () => {
    const llm = await startLlmDouble({ behaviour: { kind: 'answer', text: LLM_SPEECH } });
    try {
      // No API key, as with Ollama: the SDK still gets one, and a keyless server ignores it.
      const writer: SpeechWriter = createWriter(
        { llm: { baseUrl: llm.baseUrl, model: 'llama3.2' } },
        local,
        log,
      );
      expect(writer.name).toBe('openai');
      expect(await text(writer.write(request, EMPTY_PROFILE))).toBe(LLM_SPEECH);
      expect(llm.requests[0]?.headers.authorization).toBe('Bearer unused');
    } finally {
      await llm.close();
    }
  });
});
