import { createEventStreamParser } from '../../src/common/event-stream';

/** A whole `text/event-stream` answer read with the codec the page uses, each event's data parsed as JSON. */
export function streamEvents(body: string) {
  const parser = createEventStreamParser();
  return [...parser.push(body), ...parser.end()].map(({ event, data }) => ({
    event,
    data: JSON.parse(data),
  }));
}
