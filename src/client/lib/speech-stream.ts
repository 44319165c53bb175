import { apiUrl, throwIfNotOk } from './api';

/** One Server-Sent Event: its name ('message' when none was given) and its data lines joined by '\n'. */
export type ServerSentEvent = { event: string; data: string };

/**
 * An incremental `text/event-stream` parser: feed it text as it arrives, in pieces of any size, and it
 * returns the events completed so far. Handles \n, \r\n and \r line endings, comments, multi-line data
 * and events split anywhere across network chunks (the HTML standard's rules, minus id/retry).
 */
export function createEventStreamParser() {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  // A '\r' at the very end of a piece may be half of a '\r\n' split across two pieces.
  let pendingCarriageReturn = false;

  function takeLine(line: string, out: ServerSentEvent[]) {
    if (line === '') {
      if (dataLines.length > 0) out.push({ event: eventName || 'message', data: dataLines.join('\n') });
      eventName = '';
      dataLines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  }

  return {
    push(text: string): ServerSentEvent[] {
      const out: ServerSentEvent[] = [];
      let input = text;
      if (pendingCarriageReturn && input.startsWith('\n')) input = input.slice(1);
      pendingCarriageReturn = false;
      buffer += input;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        takeLine(buffer.slice(start, i), out);
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCarriageReturn = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    /** The stream ended: an event left without its closing blank line still counts. */
    end(): ServerSentEvent[] {
      const out: ServerSentEvent[] = [];
      if (buffer) takeLine(buffer, out);
      buffer = '';
      takeLine('', out);
      return out;
    },
  };
}

export type StreamHandlers = {
  onChunk: (text: string) => void;
  signal?: AbortSignal;
};

export const STREAM_CLOSED_EARLY = 'The connection closed before your speech was ready. Please try again.';

/**
 * POSTs `body` and reads the answer as an event stream: `chunk` events ({text}) go to onChunk as they
 * arrive; the `speech` event's data is the result; an `error` event ({status, message}) or any non-OK
 * response throws the SPEC §8 Error "{status}: {body}". EventSource can't POST, hence fetch + a reader.
 */
export async function postEventStream<T>(path: string, body: unknown, handlers: StreamHandlers): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal: handlers.signal,
  });
  await throwIfNotOk(response);

  // A server (or proxy) that answered with the finished JSON object instead of a stream.
  if (response.headers.get('content-type')?.includes('application/json')) {
    return (await response.json()) as T;
  }

  const parser = createEventStreamParser();
  let result: { value: T } | null = null;

  const handle = (events: ServerSentEvent[]) => {
    for (const { event, data } of events) {
      if (event === 'chunk') {
        const { text } = JSON.parse(data) as { text?: unknown };
        if (typeof text === 'string' && text) handlers.onChunk(text);
      } else if (event === 'speech') {
        result = { value: JSON.parse(data) as T };
      } else if (event === 'error') {
        const { status, message } = JSON.parse(data) as { status?: number; message?: string };
        throw new Error(`${status ?? 500}: ${JSON.stringify({ message: message ?? '' })}`);
      }
    }
  };

  const decoder = new TextDecoder();
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        handle(parser.push(decoder.decode(value, { stream: true })));
      }
    } catch (error) {
      // Stop downloading a stream we no longer read (an error event, a bad event, an abort).
      await reader.cancel().catch(() => undefined);
      throw error;
    }
  } else {
    handle(parser.push(await response.text()));
  }
  handle(parser.push(decoder.decode()));
  handle(parser.end());

  const finished = result as { value: T } | null;
  if (!finished) throw new Error(STREAM_CLOSED_EARLY);
  return finished.value;
}
