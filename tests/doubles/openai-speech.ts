// TEST DOUBLE of OpenAI's speech API (POST /v1/audio/speech), for tests and offline development. It
// does not synthesise speech: it answers as OpenAI documents, with an `audio/mpeg` body sent chunked (a
// real MP3 of a tone, as long as the input would take to say), and OpenAI's
// `{ error: { message, type, param, code } }` bodies for a wrong key (401) and invalid requests (400).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson } from './read-json';
import { spokenSeconds, toneMp3 } from './sine-mp3';

type SpeechRequest = { body: Record<string, unknown>; headers: IncomingHttpHeaders };

export type OpenAiSpeechDouble = { baseUrl: string; requests: SpeechRequest[]; close(): Promise<void> };

const VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'onyx',
  'nova',
  'sage',
  'shimmer',
  'verse',
  'marin',
  'cedar',
];
const MAX_INPUT = 4096;

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  param: string | null,
  code: string | null,
) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param, code } }));
}

function invalid(
  body: Record<string, unknown>,
): [message: string, param: string, code: string | null] | null {
  const { input, voice, model } = body;
  if (typeof model !== 'string')
    return ["Missing required parameter: 'model'.", 'model', 'missing_required_parameter'];
  if (typeof input !== 'string')
    return ["Missing required parameter: 'input'.", 'input', 'missing_required_parameter'];
  if (input.length > MAX_INPUT) {
    return [
      `Invalid 'input': string too long. Expected a string with maximum length ${MAX_INPUT}, but got a string with length ${input.length} instead.`,
      'input',
      'string_above_max_length',
    ];
  }
  if (typeof voice !== 'string' || !VOICES.includes(voice)) {
    return [`Invalid value for 'voice': '${String(voice)}'.`, 'voice', null];
  }
  return null;
}

export async function startOpenAiSpeechDouble(
  options: { apiKey?: string } = {},
): Promise<OpenAiSpeechDouble> {
  const apiKey = options.apiKey ?? 'test-openai-key';
  const requests: SpeechRequest[] = [];

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
      req.resume();
      return sendError(res, 404, `Invalid URL (${req.method} ${req.url})`, null, null);
    }
    const given = req.headers.authorization?.replace(/^Bearer /, '');
    if (given !== apiKey) {
      req.resume();
      const shown = given ? `${given.slice(0, 3)}***${given.slice(-4)}` : '';
      return sendError(res, 401, `Incorrect API key provided: ${shown}.`, null, 'invalid_api_key');
    }
    const body = await readJson(req);
    if (!body) return sendError(res, 400, 'We could not parse the JSON body of your request.', null, null);
    const problem = invalid(body);
    if (problem) return sendError(res, 400, ...problem);
    requests.push({ body, headers: req.headers });
    // OpenAI's speech audio is 24 kHz mono.
    const audio = await toneMp3(spokenSeconds(body.input as string), { sampleRate: 24000, kbps: 64 });
    res.writeHead(200, {
      'content-type': 'audio/mpeg',
      'x-request-id': `req_${randomBytes(16).toString('hex')}`,
    });
    const half = Math.ceil(audio.length / 2);
    res.write(audio.subarray(0, half));
    res.end(audio.subarray(half));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
