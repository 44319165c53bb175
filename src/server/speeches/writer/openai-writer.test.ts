import { AuthenticationError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LlmDouble, startLlmDouble } from '../../../../tests/doubles/openai-compatible-llm';
import { chunkTexts } from './chunk-texts';
import { createOpenAiWriter } from './openai-writer';
import { EMPTY_PROFILE, type WriteRequest, type WriterEvent } from './types';

const API_KEY = 'sk-test-0123456789abcdef';
const SPEECH =
  'Monday is yours, Sam.\n\nYou know your numbers, and you know your worth. Walk in and show them.';
const request: WriteRequest = {
  context: 'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'short',
  firstName: 'Sam',
};

async function collect(events: AsyncIterable<WriterEvent>) {
  const arrivals: Array<{ text: string; at: number }> = [];
  for await (const text of chunkTexts(events)) arrivals.push({ text, at: Date.now() });
  return arrivals;
}

describe('createOpenAiWriter', () => {
  let llm: LlmDouble;
  beforeAll(async () => {
    llm = await startLlmDouble({ apiKey: API_KEY });
  });
  afterAll(() => llm.close());
  beforeEach(() => {
    llm.requests.length = 0;
  });

  const writer = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
    createOpenAiWriter({ baseUrl: llm.baseUrl, apiKey: API_KEY, model: 'gpt-test', ...options });

  it('yields the chunks as they arrive, in order', async () => {
    llm.setBehaviour({ kind: 'answer', text: SPEECH, chunks: 4, delayMs: 100 });
    const arrivals = await collect(writer().write(request, EMPTY_PROFILE));
    expect(arrivals.map((chunk) => chunk.text).join('')).toBe(SPEECH);
    expect(arrivals).toHaveLength(4);
    // The double spaces its 4 chunks 100 ms apart: a buffered answer would arrive all at once.
    const first = arrivals[0]?.at ?? 0;
    const last = arrivals.at(-1)?.at ?? 0;
    expect(last - first).toBeGreaterThanOrEqual(200);
  });

  it('sends the model, stream: true, the system prompt and the context', async () => {
    llm.setBehaviour({ kind: 'answer', text: SPEECH });
    await collect(writer().write(request, EMPTY_PROFILE));
    expect(llm.requests).toHaveLength(1);
    const { body, headers } = llm.requests[0] ?? { body: {}, headers: {} };
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(body).toMatchObject({ model: 'gpt-test', stream: true, temperature: 0.8 });
    const [system, user] = body.messages as Array<{ role: string; content: string }>;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Tone — confident');
    expect(system?.content).toContain('between 140 and 280 words');
    expect(user?.role).toBe('user');
    expect(user?.content).toContain(request.context);
  });

  it('writes words someone asked for to give another to that other, by name', async () => {
    llm.setBehaviour({ kind: 'answer', text: SPEECH });
    const asking = {
      ...request,
      context: 'my daughter meera has her driving test tmrw. something i can say to pump her up in the car?',
    };
    await collect(writer().write(asking, EMPTY_PROFILE));
    const [system] = (llm.requests[0]?.body.messages ?? []) as Array<{ content: string }>;
    expect(system?.content).toContain('Their first name is Meera.');
    expect(system?.content).toContain('Someone who cares about them asked for this speech');
    expect(system?.content).not.toContain('Sam');
  });

  it('surfaces a wrong API key as an authentication error', async () => {
    llm.setBehaviour({ kind: 'answer', text: SPEECH });
    const error = await collect(writer({ apiKey: 'sk-wrong-key' }).write(request, EMPTY_PROFILE)).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_api_key');
    expect(llm.requests).toHaveLength(0);
  });

  it('fails on a server error', async () => {
    llm.setBehaviour({ kind: 'fail' });
    await expect(collect(writer().write(request, EMPTY_PROFILE))).rejects.toThrow('The server had an error');
  });

  it('times out when the server never answers', async () => {
    llm.setBehaviour({ kind: 'hang' });
    const started = Date.now();
    await expect(collect(writer({ timeoutMs: 200 }).write(request, EMPTY_PROFILE))).rejects.toThrow(
      'LLM sent nothing for 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('times out when the stream goes quiet between chunks', async () => {
    llm.setBehaviour({ kind: 'answer', text: SPEECH, chunks: 3, delayMs: 600 });
    const seen: string[] = [];
    const writing = (async () => {
      for await (const text of chunkTexts(writer({ timeoutMs: 200 }).write(request, EMPTY_PROFILE)))
        seen.push(text);
    })();
    await expect(writing).rejects.toThrow('LLM sent nothing for 200 ms');
    expect(seen).toHaveLength(1);
  });

  it('does not count the time its consumer takes against the timeout', async () => {
    llm.setBehaviour({ kind: 'answer', text: SPEECH, chunks: 3 });
    const seen: string[] = [];
    for await (const text of chunkTexts(writer({ timeoutMs: 100 }).write(request, EMPTY_PROFILE))) {
      seen.push(text);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(seen.join('')).toBe(SPEECH);
  });
});
