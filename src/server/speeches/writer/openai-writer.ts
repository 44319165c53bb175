import { sdkClient } from '../../sdk-client';
import { buildPrompt, type Understood } from './openai-prompt';
import type { SpeechShaping } from './shaping';
import type { SpeechWriter, WriteRequest, WriterProfile } from './types';

/** The frame, the shaping and the central idea, for the request as it is to be written (`addressed`). */
async function understand(
  request: WriteRequest,
  profile: WriterProfile,
): Promise<Understood & { shaping: SpeechShaping; addressed: WriteRequest }> {
  const [{ analyse }, { centralIdea }, { speechContent }, { addressedRequest }] = await Promise.all([
    import('./shaping'),
    import('./build/compose-speech'),
    import('./content/load-content'),
    import('./frame/frame'),
  ]);
  const addressed = addressedRequest(request);
  const { frame, shaping } = analyse(addressed, profile);
  const content = speechContent().kinds[frame.kind];
  const idea = content ? centralIdea(frame, content) : undefined;
  return { frame, shaping, label: shaping.themeLabel, idea: idea?.says ?? null, addressed };
}

export type OpenAiWriterOptions = { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };

// Some variety between two speeches for the same request, without drifting off the brief.
const TEMPERATURE = 0.8;

/** Any OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM, llama.cpp), streamed. */
export function createOpenAiWriter({
  baseUrl,
  apiKey,
  model,
  timeoutMs = 30_000,
}: OpenAiWriterOptions): SpeechWriter {
  const client = sdkClient(async () => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({ baseURL: baseUrl, apiKey, timeout: timeoutMs, maxRetries: 0 });
  });
  return {
    name: 'openai',
    async *write(request, profile) {
      // The same frame and central idea the local writer builds on, loaded only when an LLM writes.
      const understood = await understand(request, profile);
      const { system, user } = buildPrompt(understood.addressed, profile, understood);
      // The SDK's timeout stops at the response headers; a server that then goes quiet would hang the
      // speech forever. So timeoutMs also bounds each wait for the next chunk (not the time our
      // consumer takes between pulls: the clock is stopped while we are suspended at a yield).
      const controller = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
      };
      const silence = () => new Error(`LLM sent nothing for ${timeoutMs} ms`);
      try {
        arm();
        const stream = await (await client()).chat.completions.create(
          {
            model,
            stream: true,
            temperature: TEMPERATURE,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
          },
          { signal: controller.signal },
        );
        let finishReason: string | null = null;
        let wrote = false;
        yield { type: 'writtenBy', writer: 'openai' };
        yield { type: 'shaping', shaping: understood.shaping };
        for await (const chunk of stream) {
          clearTimeout(timer);
          const choice = chunk.choices[0];
          finishReason = choice?.finish_reason ?? finishReason;
          const text = choice?.delta?.content;
          if (text) {
            wrote = true;
            yield { type: 'chunk', text };
          }
          arm();
        }
        // An aborted SDK stream ends quietly rather than throwing.
        if (timedOut) throw silence();
        // 'length' or a dropped stream would leave a speech cut off mid-sentence.
        if (finishReason !== 'stop') throw new Error(`LLM stopped early (finish_reason: ${finishReason})`);
        if (!wrote) throw new Error('LLM returned an empty speech');
      } catch (error) {
        throw timedOut ? silence() : error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
