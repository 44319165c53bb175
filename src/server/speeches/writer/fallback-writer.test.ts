import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LlmDouble,
  SAMPLE_SPEECH,
  startLlmDouble,
} from '../../../../tests/doubles/openai-compatible-llm';
import { createWriter, withFallback } from './fallback-writer';
import { createLocalWriter } from './local-writer';
import { createOpenAiWriter } from './openai-writer';
import { EMPTY_PROFILE, type SpeechWriter, type WriteRequest, type WriterEvent } from './types';

const LLM_SPEECH = SAMPLE_SPEECH;
const request: WriteRequest = {
  context: 'first marathon in 3 weeks and my knee hurts',
  tone: 'encouraging',
  voiceStyle: 'warm',
  duration: 'short',
  seed: 42,
};

/** The speech as a reader ends up with it: a restart voids the text before it. */
async function text(events: AsyncIterable<WriterEvent> | Iterable<WriterEvent>) {
  let out = '';
  for await (const event of events) {
    if (event.type === 'chunk') out += event.text;
    if (event.type === 'restart') out = '';
  }
  return out;
}

async function eventsOf(events: AsyncIterable<WriterEvent>) {
  const out: WriterEvent[] = [];
  for await (const event of events) out.push(event);
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
    const events = await eventsOf(writer(log).write(request, EMPTY_PROFILE));
    expect(await text(events)).toBe(await localSpeech());
    expect(events.filter((event) => event.type === 'writtenBy').at(-1)).toEqual({
      type: 'writtenBy',
      writer: 'local',
    });
    expect(events.some((event) => event.type === 'restart')).toBe(false);
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

  it('abandons a speech the LLM stops writing midway: restart, then the local speech', async () => {
    llm.setBehaviour({ kind: 'answer', text: LLM_SPEECH, chunks: 3, delayMs: 600 });
    const log = recordingLog();
    const events = await eventsOf(writer(log, 200).write(request, EMPTY_PROFILE));
    const types = events.map((event) => event.type);
    const restart = types.indexOf('restart');
    expect(types.slice(0, restart)).toEqual(['writtenBy', 'shaping', 'chunk']);
    expect(events[restart + 1]).toEqual({ type: 'writtenBy', writer: 'local' });
    const after = events.slice(restart + 1).flatMap((event) => (event.type === 'chunk' ? [event.text] : []));
    expect(after.join('')).toBe(await localSpeech());
    expect(log.warnings[0]?.msg).toBe('LLM writer failed mid-speech; the speech restarts');
    expect(log.warnings[0]?.obj).toEqual({ error: 'LLM sent nothing for 200 ms' });
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
