import { createOpenAiWriter } from './openai-writer';
import type { SpeechWriter, WriteRequest, WriterName, WriterProfile } from './types';

export type WarnLog = { warn(obj: object, msg: string): void };

export type WriterConfig = {
  llm: { baseUrl?: string; apiKey?: string; model?: string };
  llmTimeoutMs?: number;
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The primary failed after some of its speech had already been yielded. Appending the fallback's
 * speech would mix two speeches, and buffering the primary would throw away streaming (the reason the
 * LLM writer streams at all), so the text yielded so far is void: the caller discards it (an SSE
 * route tells the page to clear it) and streams `restartWithFallback()` instead.
 */
export class WriterInterruptedError extends Error {
  override readonly name = 'WriterInterruptedError';

  constructor(
    cause: unknown,
    readonly fallbackWriter: WriterName,
    readonly restartWithFallback: () => AsyncIterable<string>,
  ) {
    super(`The speech writer failed mid-speech: ${errorMessage(cause)}`, { cause });
  }
}

export function withFallback(primary: SpeechWriter, fallback: SpeechWriter, log: WarnLog): SpeechWriter {
  return {
    name: primary.name,
    async *write(request: WriteRequest, profile: WriterProfile, onFallback?: (writer: WriterName) => void) {
      let yielded = false;
      try {
        for await (const chunk of primary.write(request, profile)) {
          yielded = true;
          yield chunk;
        }
      } catch (error) {
        if (yielded) {
          log.warn({ error: errorMessage(error) }, 'LLM writer failed mid-speech; the speech must restart');
          throw new WriterInterruptedError(error, fallback.name, () => fallback.write(request, profile));
        }
        log.warn({ error: errorMessage(error) }, 'LLM writer failed; falling back to the local writer');
        onFallback?.(fallback.name);
        yield* fallback.write(request, profile);
      }
    },
  };
}

/** The LLM writer (backed by the local one) when an LLM is configured, else the local writer alone. */
export function createWriter(config: WriterConfig, local: SpeechWriter, log: WarnLog): SpeechWriter {
  const { baseUrl, apiKey, model } = config.llm;
  if (!baseUrl || !model) return local;
  // Ollama and most self-hosted servers need no key, but the SDK insists on one.
  const openai = createOpenAiWriter({
    baseUrl,
    model,
    apiKey: apiKey || 'unused',
    timeoutMs: config.llmTimeoutMs,
  });
  return withFallback(openai, local, log);
}
