import { createOpenAiWriter } from './openai-writer';
import { guardOutput } from './output-guard';
import type { SpeechWriter, WriteRequest, WriterEvent, WriterProfile } from './types';

export type WarnLog = { warn(obj: object, msg: string): void };

export type WriterConfig = {
  llm: { baseUrl?: string; apiKey?: string; model?: string };
  llmTimeoutMs?: number;
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The primary's speech, or the fallback's when the primary fails. Before the primary has written
 * anything the fallback simply takes over; after, appending would mix two speeches and buffering would
 * throw away streaming (the reason the LLM writer streams at all), so a `restart` says the text so far
 * is void and the fallback writes from the top.
 */
export function withFallback(primary: SpeechWriter, fallback: SpeechWriter, log: WarnLog): SpeechWriter {
  return {
    name: primary.name,
    async *write(request: WriteRequest, profile: WriterProfile): AsyncIterable<WriterEvent> {
      let wrote = false;
      try {
        for await (const event of primary.write(request, profile)) {
          if (event.type === 'chunk') wrote = true;
          yield event;
        }
        return;
      } catch (error) {
        if (wrote) {
          log.warn({ error: errorMessage(error) }, 'LLM writer failed mid-speech; the speech restarts');
          yield { type: 'restart' };
        } else {
          log.warn({ error: errorMessage(error) }, 'LLM writer failed; falling back to the local writer');
        }
      }
      yield* fallback.write(request, profile);
    },
  };
}

/** The LLM writer (its output checked, backed by the local one) when an LLM is configured, else the local writer. */
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
  return withFallback(guardOutput(openai), local, log);
}
