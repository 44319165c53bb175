// Server-Sent Events as the server writes them and the page reads them: one codec for both ends.

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

/** One event as it goes on the wire. Data is JSON, so it never contains a bare newline. */
export const encodeEvent = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
