import { describe, expect, it } from 'vitest';
import { createEventStreamParser, encodeEvent, type ServerSentEvent } from './event-stream';

/** Reads `pieces` as one stream arriving in that many network chunks. */
function read(pieces: string[]): ServerSentEvent[] {
  const parser = createEventStreamParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

/** Every way of cutting `text` into two pieces, then into single characters. */
function cuts(text: string): string[][] {
  const halves = Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at), text.slice(at)]);
  return [...halves, [...text]];
}

// A stream as the server sends it: names, JSON data with a newline escaped inside, and non-ASCII text.
const SPEECH_STREAM = [
  encodeEvent('chunk', { text: 'You’ve got this — ' }),
  encodeEvent('chunk', { text: 'one step,\n\nthen the next 💪' }),
  encodeEvent('restart', {}),
  encodeEvent('error', { status: 500, message: 'The writer tripped over a cable.' }),
].join('');

const SPEECH_EVENTS = [
  { event: 'chunk', data: '{"text":"You’ve got this — "}' },
  { event: 'chunk', data: '{"text":"one step,\\n\\nthen the next 💪"}' },
  { event: 'restart', data: '{}' },
  { event: 'error', data: '{"status":500,"message":"The writer tripped over a cable."}' },
];

describe('createEventStreamParser', () => {
  it('reads back what encodeEvent wrote, however the stream is cut into chunks', () => {
    for (const pieces of cuts(SPEECH_STREAM))
      expect(read(pieces), JSON.stringify(pieces)).toEqual(SPEECH_EVENTS);
  });

  it('hands each event over as soon as its blank line arrives, not before', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: chunk\ndata: {"text":"Hi"}\n')).toEqual([]);
    expect(parser.push('\nevent: chunk\ndata: {"te')).toEqual([{ event: 'chunk', data: '{"text":"Hi"}' }]);
    expect(parser.push('xt":"there"}\n\n')).toEqual([{ event: 'chunk', data: '{"text":"there"}' }]);
    expect(parser.end()).toEqual([]);
  });

  it('joins multi-line data with \\n and names an unnamed event "message"', () => {
    expect(read(['data: one\ndata:two\ndata\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo\n' }]);
  });

  it('takes \\r\\n and \\r line endings, even with a \\r\\n cut between two chunks', () => {
    const crlf = 'event: chunk\r\ndata: a\r\ndata: b\r\n\r\nevent: speech\r\ndata: {}\r\n\r\n';
    const expected = [
      { event: 'chunk', data: 'a\nb' },
      { event: 'speech', data: '{}' },
    ];
    for (const pieces of cuts(crlf)) expect(read(pieces), JSON.stringify(pieces)).toEqual(expected);
    for (const pieces of cuts(crlf.replaceAll('\r\n', '\r')))
      expect(read(pieces), JSON.stringify(pieces)).toEqual(expected);
  });

  it('skips comments, id, retry and unknown fields, and events without data', () => {
    const stream =
      ': keep-alive\n\nevent: restart\n\nid: 7\nretry: 10\nmood: fine\nevent: chunk\ndata: x\n\n';
    expect(read([stream])).toEqual([{ event: 'chunk', data: 'x' }]);
  });

  it('counts an event the stream ended without its closing blank line', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: chunk\ndata: a\n\nevent: speech\ndata: {"id":1}')).toEqual([
      { event: 'chunk', data: 'a' },
    ]);
    expect(parser.end()).toEqual([{ event: 'speech', data: '{"id":1}' }]);
    expect(read(['event: speech\ndata: {}\n'])).toEqual([{ event: 'speech', data: '{}' }]);
    expect(read(['event: speech\ndata: {}\r'])).toEqual([{ event: 'speech', data: '{}' }]);
    expect(read(['event: speech\n'])).toEqual([]);
  });
});
