// Server-Sent Events as the server writes them and the page reads them: one codec for both ends.
import { createParser } from 'eventsource-parser';

/** One Server-Sent Event: its name ('message' when none was given) and its data lines joined by '\n'. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` as it arrives: push text in pieces of any size and get back the events
 * completed so far. eventsource-parser does the parsing (the HTML standard's rules: \n, \r\n and \r line
 * endings, comments, multi-line data, events split anywhere across network chunks); `id` and `retry`
 * are ignored, since a dropped stream is not resumed.
 */
export function createEventStreamParser() {
  let completed: ServerSentEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => completed.push({ event: event ?? 'message', data }),
  });
  const take = () => {
    const events = completed;
    completed = [];
    return events;
  };
  return {
    push(text: string): ServerSentEvent[] {
      parser.feed(text);
      return take();
    },
    /**
     * The stream ended: an event left without its closing blank line still counts (the standard would
     * drop it), so the blank line is supplied.
     */
    end(): ServerSentEvent[] {
      parser.feed('\n\n');
      parser.reset();
      return take();
    },
  };
}

/** One event as it goes on the wire. Data is JSON, so it never contains a bare newline. */
export const encodeEvent = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
