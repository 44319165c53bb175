import type { SpeechStreamEvents } from '../../../common/api/speech-stream';
import type { Wire } from '../../../common/api/wire';
import { createEventStreamParser, type ServerSentEvent } from '../../../common/event-stream';
import { apiUrl, throwIfNotOk } from '../api/api';

export type StreamHandlers = {
  onChunk: (text: string) => void;
  /** The text so far is void: the writer starts over (an LLM failed mid-speech). */
  onRestart?: () => void;
  signal?: AbortSignal;
};

/** The event that ended a stream, with its data: `speech`, or `support` in place of one. */
export type StreamResult =
  | { event: 'speech'; data: Wire<SpeechStreamEvents['speech']> }
  | { event: 'support'; data: Wire<SpeechStreamEvents['support']> };

/** What the page does with each event the stream may send, given its data. */
type EventHandlers = { [Name in keyof SpeechStreamEvents]: (data: Wire<SpeechStreamEvents[Name]>) => void };

const STREAM_CLOSED_EARLY = 'The connection closed before your speech was ready. Please try again.';

/**
 * POSTs `body` and reads the answer as an event stream: `chunk` events ({text}) go to onChunk as they
 * arrive and `restart` to onRestart; the `speech` or `support` event ends it and is the result; an `error`
 * event ({status, message}) or any non-OK response throws the usual Error "{status}: {body}" (as throwIfNotOk does).
 * EventSource can't POST, hence fetch + a reader.
 */
export async function postEventStream(
  path: string,
  body: unknown,
  handlers: StreamHandlers,
): Promise<StreamResult> {
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
    const data: StreamResult['data'] = await response.json();
    return 'support' in data ? { event: 'support', data } : { event: 'speech', data };
  }

  const parser = createEventStreamParser();
  // In an object: the handler sets it, so its type must not narrow to null where it was declared.
  const ended: { result?: StreamResult } = {};

  const on: EventHandlers = {
    chunk: ({ text }) => {
      if (text) handlers.onChunk(text);
    },
    restart: () => handlers.onRestart?.(),
    speech: (speech) => {
      ended.result = { event: 'speech', data: speech };
    },
    support: (support) => {
      ended.result = { event: 'support', data: support };
    },
    error: ({ status, message }) => {
      throw new Error(`${status}: ${JSON.stringify({ message })}`);
    },
  };
  // Events of other names (a later server's) are passed over.
  const handle = (events: ServerSentEvent[]) => {
    for (const { event, data } of events) {
      if (Object.hasOwn(on, event)) on[event as keyof EventHandlers](JSON.parse(data));
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

  if (!ended.result) throw new Error(STREAM_CLOSED_EARLY);
  return ended.result;
}
