import type { CrisisLevel } from './detect-crisis';

/** An LLM asked whether a person's words read as crisis; null when it could not say in time. */
export type SecondOpinion = { classify(text: string): Promise<CrisisLevel | null> };

type SecondOpinionLog = { warn(object: object, message: string): void };

export type LlmSecondOpinionOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** The local answer does not wait longer than this. */
  timeoutMs?: number;
  log: SecondOpinionLog;
};

// Short and strict: one word back, and the doubt resolved towards safety.
const PROMPT = `You screen messages sent to an app that writes motivational speeches. Decide whether the writer may be in danger: thoughts of suicide or self-harm, an overdose, an eating disorder, abuse or violence at home, coercive control, a child being abused or groomed, or a risk to someone else. Treat a risk described as the writer's own work, study or fiction (a nurse, a researcher, a novelist) as none unless the writer's own danger shows.
Answer with exactly one word:
crisis - the writer (or someone with them) may be in danger now
uncertain - it might mean more than a hard day
none - an everyday message`;

const ANSWER = /^\W*(crisis|uncertain|none)\W*$/i;

/**
 * A second opinion from any OpenAI-compatible Chat Completions server (the writer's LLM), within
 * `timeoutMs` (2 s by default). A timeout, an error or an answer other than the three words gives null,
 * and the log says why.
 */
export function createLlmSecondOpinion({
  baseUrl,
  apiKey,
  model,
  timeoutMs = 2000,
  log,
}: LlmSecondOpinionOptions): SecondOpinion {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async classify(text) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetch(url, {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${apiKey || 'unused'}`,
          },
          body: JSON.stringify({
            model,
            temperature: 0,
            max_tokens: 3,
            messages: [
              { role: 'system', content: PROMPT },
              { role: 'user', content: text.slice(0, 4000) },
            ],
          }),
        });
        if (!response.ok) throw new Error(`LLM answered ${response.status}`);
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        const word = typeof content === 'string' ? ANSWER.exec(content.trim())?.[1] : undefined;
        if (!word) {
          log.warn(
            { answer: String(content).slice(0, 80) },
            'crisis second opinion unreadable; the local answer stands',
          );
          return null;
        }
        return word.toLowerCase() as CrisisLevel;
      } catch (error) {
        const late = signal.aborted;
        log.warn(
          { err: late ? undefined : error, timeoutMs },
          late
            ? 'crisis second opinion timed out; the local answer stands'
            : 'crisis second opinion failed; the local answer stands',
        );
        return null;
      }
    },
  };
}
