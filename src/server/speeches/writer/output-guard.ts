import { isUnsafeToSay } from '../../safety/harm-check';
import type { SpeechWriter, WriterEvent } from './types';

export class UnsafeSpeechError extends Error {
  override readonly name = 'UnsafeSpeechError';
}

// A sentence ends at . ! ? (and a closing quote) followed by space, or at a paragraph break.
const SENTENCE_END = /[.!?]["”’)]?\s|\n\n/g;
const TAIL_CHARS = 200;

/**
 * An LLM's speech, released a sentence at a time once the last few sentences pass the same safety check as
 * a person's words, plus a check that it never encourages harm. A sentence that fails throws, and the
 * fallback (the local writer) takes over: nothing unsafe ever reaches the person.
 */
export function guardOutput(writer: SpeechWriter): SpeechWriter {
  return {
    name: writer.name,
    async *write(request, profile): AsyncIterable<WriterEvent> {
      // The end of what was released: a phrasing can run across a sentence break ("Goodbye. I love you all").
      let tail = '';
      let pending = '';
      const release = function* (upTo: number): Generator<WriterEvent> {
        const text = pending.slice(0, upTo);
        if (!text) return;
        if (isUnsafeToSay(tail + text)) throw new UnsafeSpeechError('LLM speech failed the safety check');
        tail = (tail + text).slice(-TAIL_CHARS);
        pending = pending.slice(upTo);
        yield { type: 'chunk', text };
      };
      for await (const event of writer.write(request, profile)) {
        if (event.type !== 'chunk') {
          yield event;
          continue;
        }
        pending += event.text;
        let end = 0;
        for (const match of pending.matchAll(SENTENCE_END)) end = match.index + match[0].length;
        yield* release(end);
      }
      yield* release(pending.length);
    },
  };
}
