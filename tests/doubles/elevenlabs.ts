// TEST DOUBLE of the ElevenLabs text-to-speech streaming API, for tests and offline development. It does
// not synthesise speech: it answers as ElevenLabs documents. POST /v1/text-to-speech/{voice_id}/stream
// sends `audio/mpeg` chunked (a real MP3 of a tone, as long as the text would take to say); .../stream/
// with-timestamps sends the same audio as newline-separated JSON chunks, each with its `audio_base64` and
// the `alignment` of its characters (seconds from the start of the request's audio; here spread evenly
// over the audio, with a pause after each sentence's stop). Errors: 401
// `{"detail":{"status":"invalid_api_key",…}}` for a wrong `xi-api-key`, 404 `voice_not_found` for an
// unknown voice and 422 for a body without text.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { readJson } from './read-json';
import { type Mp3Format, spokenSeconds, toneMp3 } from './sine-mp3';

type ElevenLabsRequest = {
  path: string;
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

const STREAM_PATH = /^\/v1\/text-to-speech\/([^/]+)\/stream(\/with-timestamps)?$/;
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

/** Every character of `text` timed across `seconds`: evenly, with three characters' pause after a stop. */
function alignCharacters(text: string, seconds: number) {
  const characters = [...text];
  const weights = characters.map((_, i) => (/[.!?]/.test(characters[i - 1] ?? '') ? 4 : 1));
  const step = seconds / weights.reduce((sum, weight) => sum + weight, 0);
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const weight of weights) {
    at += (weight - 1) * step; // the pause before this character
    starts.push(Number(at.toFixed(3)));
    at += step;
    ends.push(Number(at.toFixed(3)));
  }
  return { characters, starts, ends };
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
    requests.push({
      path: url.pathname,
      voiceId,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: req.headers,
    });
    const audio = await toneMp3(spokenSeconds(body.text), format);
    const timestamps = match[2] !== undefined;
    res.writeHead(200, {
      'content-type': timestamps ? 'application/json' : 'audio/mpeg',
      'request-id': randomUUID(),
      'x-character-count': String(body.text.length),
    });
    const alignment = alignCharacters(body.text, (audio.length * 8) / (format.kbps * 1000));
    // No content-length: ElevenLabs streams with chunked transfer encoding.
    const size = Math.ceil(audio.length / CHUNKS);
    const perChunk = Math.ceil(body.text.length / CHUNKS);
    for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
      if (chunk > 0 && options.chunkDelayMs) await sleep(options.chunkDelayMs);
      if (res.destroyed) return;
      const bytes = audio.subarray(chunk * size, (chunk + 1) * size);
      if (!timestamps) {
        res.write(bytes);
        continue;
      }
      const [from, to] = [chunk * perChunk, (chunk + 1) * perChunk];
      const line = {
        audio_base64: bytes.toString('base64'),
        alignment: {
          characters: alignment.characters.slice(from, to),
          character_start_times_seconds: alignment.starts.slice(from, to),
          character_end_times_seconds: alignment.ends.slice(from, to),
        },
      };
      res.write(`${JSON.stringify(line)}\n`);
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
