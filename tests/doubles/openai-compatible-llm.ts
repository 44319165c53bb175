// TEST DOUBLE of the OpenAI Chat Completions API (POST /v1/chat/completions) as OpenAI and Ollama serve
// it, with Ollama's model list (GET /api/tags), for tests and offline development. It is not an LLM: it
// answers with text it is told to, shaped as OpenAI documents it — streamed `chat.completion.chunk` server-sent events ending in `data: [DONE]`, a `chat.completion`
// object otherwise, and OpenAI's `{ error: { message, type, param, code } }` bodies for 401/404/500.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson } from './read-json';

type LlmBehaviour =
  /**
   * Answer with `text`, streamed in `chunks` pieces with `delayMs` between them; with `dropAfter`, the
   * connection drops after that many pieces (a network failure mid-answer).
   */
  | { kind: 'answer'; text: string; chunks?: number; delayMs?: number; dropAfter?: number }
  /** 500 with OpenAI's server_error body. */
  | { kind: 'fail' }
  /** Accept the request and never answer. */
  | { kind: 'hang' };

export type LlmDoubleOptions = {
  apiKey?: string;
  behaviour?: LlmBehaviour;
  /** The models Ollama's GET /api/tags lists (as a local Ollama answers it, beside its OpenAI-compatible API). */
  models?: string[];
};

type RecordedRequest = { body: Record<string, unknown>; headers: IncomingHttpHeaders };

export type LlmDouble = {
  baseUrl: string;
  requests: RecordedRequest[];
  setBehaviour(behaviour: LlmBehaviour): void;
  close(): Promise<void>;
};

/** A short speech (about 190 words, English) that passes the writer's checks for a short speech. */
export const SAMPLE_SPEECH = [
  'Your first marathon is three weeks away, and your knee has started to talk to you. That is worth ' +
    'listening to, and it is not the end of the story. Most runners reach this point with a niggle ' +
    'somewhere, because the training that gets you to the start line is also the training that tires you.',
  'So let the next three weeks be about arriving fresh rather than proving anything. The long runs are ' +
    'done. What you have built over months does not vanish in a fortnight of easier miles. Book a physio ' +
    'visit this week, so the knee gets a proper look rather than a guess, and follow what they tell you.',
  'Then picture the day itself. The crowd at the start, the first easy kilometres, the moment you settle ' +
    'into a rhythm you know. Run the first half slower than you want to. Save something for the last ' +
    'hour, when the people lining the road will carry you further than you think.',
  'You have already done the hard part. Three weeks from now, you get to enjoy it.',
].join('\n\n');

const DEFAULT_TEXT = SAMPLE_SPEECH;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendError(res: ServerResponse, status: number, type: string, message: string, code: string | null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

// Splits after whitespace so that the pieces join back into exactly the original text.
function splitText(text: string, chunks: number): string[] {
  const words = text.split(/(?<=\s)(?=\S)/);
  const count = Math.max(1, Math.min(chunks, words.length));
  const edge = (i: number) => Math.floor((i * words.length) / count);
  return Array.from({ length: count }, (_, i) => words.slice(edge(i), edge(i + 1)).join(''));
}

function authError(header: string | undefined, apiKey: string): string | null {
  if (!header?.startsWith('Bearer '))
    return "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
  const given = header.slice('Bearer '.length);
  if (given === apiKey) return null;
  return `Incorrect API key provided: ${given.slice(0, 3)}***${given.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`;
}

type Answer = Extract<LlmBehaviour, { kind: 'answer' }>;

async function answer(res: ServerResponse, body: Record<string, unknown>, behaviour: Answer) {
  const id = `chatcmpl-${randomBytes(12).toString('base64url')}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model;
  res.setHeader('x-request-id', `req_${randomBytes(16).toString('hex')}`);
  if (body.stream !== true) {
    res.writeHead(200, { 'content-type': 'application/json' });
    const message = { role: 'assistant', content: behaviour.text, refusal: null };
    const completionTokens = behaviour.text.split(/\s+/).length;
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 0, completion_tokens: completionTokens, total_tokens: completionTokens },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  const send = (delta: object, finishReason: string | null) =>
    res.write(
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`,
    );
  // As OpenAI does: the role arrives first with empty content, then content-only deltas.
  send({ role: 'assistant', content: '' }, null);
  for (const [index, piece] of splitText(behaviour.text, behaviour.chunks ?? 3).entries()) {
    if (index > 0 && behaviour.delayMs) await sleep(behaviour.delayMs);
    if (index === behaviour.dropAfter) res.destroy();
    if (res.destroyed) return;
    send({ content: piece }, null);
  }
  send({}, 'stop');
  res.end('data: [DONE]\n\n');
}

export async function startLlmDouble(options: LlmDoubleOptions = {}): Promise<LlmDouble> {
  let behaviour: LlmBehaviour = options.behaviour ?? { kind: 'answer', text: DEFAULT_TEXT };
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/api/tags') {
      // Ollama's model list: https://github.com/ollama/ollama/blob/main/docs/api.md#list-local-models
      const models = (options.models ?? ['llama3.2:3b']).map((name) => ({
        name,
        model: name,
        modified_at: '2026-11-01T10:00:00.000Z',
        size: 2019393189,
        digest: randomBytes(32).toString('hex'),
        details: { format: 'gguf', family: name.split(/[:-]/)[0], parameter_size: '3.2B' },
      }));
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ models }));
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      req.resume();
      return sendError(res, 404, 'invalid_request_error', `Invalid URL (${req.method} ${req.url})`, null);
    }
    if (options.apiKey !== undefined) {
      const problem = authError(req.headers.authorization, options.apiKey);
      if (problem) {
        req.resume();
        const code = req.headers.authorization ? 'invalid_api_key' : null;
        return sendError(res, 401, 'invalid_request_error', problem, code);
      }
    }
    const body = await readJson(req);
    if (!body)
      return sendError(
        res,
        400,
        'invalid_request_error',
        'We could not parse the JSON body of your request.',
        null,
      );
    requests.push({ body, headers: req.headers });
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'fail')
      return sendError(
        res,
        500,
        'server_error',
        'The server had an error while processing your request. Sorry about that!',
        null,
      );
    await answer(res, body, behaviour);
  });
  // Ollama (Go's HTTP server) keeps an idle connection open; Node's 5 s default closed the one the model
  // list was read on just as a slow test reused it for the chat request ("Connection error.").
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    close() {
      // Hanging requests would otherwise keep close() waiting forever.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
