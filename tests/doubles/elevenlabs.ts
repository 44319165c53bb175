// TEST DOUBLE of the ElevenLabs text-to-speech streaming API (POST /v1/text-to-speech/{voice_id}/stream),
// for tests and offline development. It does not synthesise speech: it answers as ElevenLabs documents,
// with `audio/mpeg` sent chunked (a real MP3 of a tone, as long as the text would take to say), 401
// `{"detail":{"status":"invalid_api_key",…}}` for a wrong `xi-api-key`, 404 `voice_not_found` for an
// unknown voice and 422 for a body without text.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { readJson } from './read-json';
import { type Mp3Format, spokenSeconds, toneMp3 } from './sine-mp3';

export type ElevenLabsRequest = {
  voiceId: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
};

export type ElevenLabsDouble = {
  baseUrl: string;
  requests: ElevenLabsRequest[];
  /** The key the account accepts from now on (a key regenerated in the dashboard). */
  acceptKey(key: string): void;
  close(): Promise<void>;
};

export type ElevenLabsDoubleOptions = {
  apiKey?: string;
  /** Pause between audio chunks, to show a client reads the stream as it comes. */
  chunkDelayMs?: number;
};

const STREAM_PATH = /^\/v1\/text-to-speech\/([^/]+)\/stream$/;
// The documented default output format is mp3_44100_128.
const FORMATS: Record<string, Mp3Format> = {
  mp3_22050_32: { sampleRate: 22050, kbps: 32 },
  mp3_44100_64: { sampleRate: 44100, kbps: 64 },
  mp3_44100_128: { sampleRate: 44100, kbps: 128 },
};
const CHUNKS = 4;

function sendDetail(res: ServerResponse, status: number, detail: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ detail }));
}

export async function startElevenLabsDouble(
  options: ElevenLabsDoubleOptions = {},
): Promise<ElevenLabsDouble> {
  let apiKey = options.apiKey ?? 'test-elevenlabs-key';
  // ElevenLabs voice ids are 20 letters and digits; any such id is taken to exist.
  const voiceExists = (id: string) => /^[A-Za-z0-9]{20}$/.test(id);
  const requests: ElevenLabsRequest[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const match = req.method === 'POST' ? url.pathname.match(STREAM_PATH) : null;
    if (!match?.[1]) {
      req.resume();
      return sendDetail(res, 404, 'Not Found');
    }
    if (req.headers['xi-api-key'] !== apiKey) {
      req.resume();
      return sendDetail(res, 401, { status: 'invalid_api_key', message: 'Invalid API key' });
    }
    const voiceId = decodeURIComponent(match[1]);
    const body = await readJson(req);
    if (!body || typeof body.text !== 'string') {
      return sendDetail(res, 422, [
        { type: 'missing', loc: ['body', 'text'], msg: 'Field required', input: body },
      ]);
    }
    if (!voiceExists(voiceId)) {
      return sendDetail(res, 404, {
        status: 'voice_not_found',
        message: `A voice with the voice_id ${voiceId} was not found.`,
      });
    }
    const format = FORMATS[url.searchParams.get('output_format') ?? 'mp3_44100_128'];
    if (!format) {
      return sendDetail(res, 422, [
        { type: 'enum', loc: ['query', 'output_format'], msg: 'Unsupported output format', input: null },
      ]);
    }
    requests.push({ voiceId, query: Object.fromEntries(url.searchParams), body, headers: req.headers });
    const audio = await toneMp3(spokenSeconds(body.text), format);
    res.writeHead(200, {
      'content-type': 'audio/mpeg',
      'request-id': randomUUID(),
      'x-character-count': String(body.text.length),
    });
    // No content-length: ElevenLabs streams with chunked transfer encoding.
    const size = Math.ceil(audio.length / CHUNKS);
    for (let offset = 0; offset < audio.length; offset += size) {
      if (offset > 0 && options.chunkDelayMs) await sleep(options.chunkDelayMs);
      if (res.destroyed) return;
      res.write(audio.subarray(offset, offset + size));
    }
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    acceptKey(key) {
      apiKey = key;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
