/** Where a local Ollama listens by default. */
const OLLAMA_URL = 'http://127.0.0.1:11434';

// Long enough for a local server to answer, short enough that a start without one is not held up.
const LOOK_MS = 1500;

export type FoundLlm = { baseUrl: string; model: string };

type Tags = { models?: { name?: unknown; details?: { family?: unknown } }[] };

/**
 * An LLM found without configuration: a local Ollama that answers at `url`, with the `preferred` model
 * (LLM_MODEL) or else the first chat model it lists (embedding models cannot write). Null when nothing
 * answers, or it has no chat model.
 */
export async function findOllama(preferred: string | undefined, url = OLLAMA_URL): Promise<FoundLlm | null> {
  let tags: Tags;
  try {
    const response = await fetch(`${url}/api/tags`, { signal: AbortSignal.timeout(LOOK_MS) });
    if (!response.ok) return null;
    tags = (await response.json()) as Tags;
  } catch {
    return null;
  }
  const names = (tags.models ?? [])
    .filter((model) => !/embed|bert/i.test(`${model.name} ${model.details?.family ?? ''}`))
    .map((model) => model.name)
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
  const model = preferred ?? names[0];
  return model ? { baseUrl: `${url}/v1`, model } : null;
}
