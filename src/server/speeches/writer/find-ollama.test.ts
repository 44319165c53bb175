import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startLlmDouble } from '../../../../tests/doubles/openai-compatible-llm';
import { createWriter } from './fallback-writer';
import { findOllama } from './find-ollama';
import { createLocalWriter } from './local-writer';

const origin = (baseUrl: string) => baseUrl.replace(/\/v1$/, '');

describe('findOllama', () => {
  it('finds a local Ollama and its first chat model, passing over embedding models', async () => {
    const llm = await startLlmDouble({ models: ['nomic-embed-text:latest', 'llama3.2:3b', 'qwen2.5:7b'] });
    try {
      expect(await findOllama(undefined, origin(llm.baseUrl))).toEqual({
        baseUrl: llm.baseUrl,
        model: 'llama3.2:3b',
      });
      expect(await findOllama('qwen2.5:7b', origin(llm.baseUrl))).toEqual({
        baseUrl: llm.baseUrl,
        model: 'qwen2.5:7b',
      });
    } finally {
      await llm.close();
    }
  });

  it('finds nothing where nothing answers, or nothing can write', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await findOllama(undefined, `http://127.0.0.1:${port}`)).toBeNull();
    const embeddingsOnly = await startLlmDouble({ models: ['nomic-embed-text:latest'] });
    try {
      expect(await findOllama(undefined, origin(embeddingsOnly.baseUrl))).toBeNull();
    } finally {
      await embeddingsOnly.close();
    }
  });

  it('gives a writer that writes with the model it found', async () => {
    const llm = await startLlmDouble({ models: ['llama3.2:3b'] });
    try {
      const found = await findOllama(undefined, origin(llm.baseUrl));
      expect(found).toEqual({ baseUrl: llm.baseUrl, model: 'llama3.2:3b' });
      // Why the local writer took over, if it did: the failure then names it.
      const warnings: object[] = [];
      const writer = createWriter({ llm: { ...found } }, createLocalWriter(), {
        warn: (detail, message) => warnings.push({ message, ...detail }),
      });
      expect(writer.name).toBe('openai');
      for await (const _ of writer.write(
        {
          context: 'first marathon in 3 weeks and my knee hurts',
          tone: 'gentle',
          voiceStyle: 'warm',
          duration: 'short',
        },
        {
          preferredTone: null,
          lengthBias: 0,
          effectiveElements: {},
          avoidancePatterns: [],
          recentSentences: [],
        },
      ));
      expect(llm.requests[0]?.body.model, JSON.stringify(warnings)).toBe('llama3.2:3b');
    } finally {
      await llm.close();
    }
  });
});
