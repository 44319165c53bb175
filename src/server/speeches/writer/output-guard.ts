import { DURATION_OPTIONS } from '../../../common/durations';
import { detectLanguage } from '../../language/detect-language';
import { isUnsafeToSay } from '../../safety/harm-check';
import { avoidedIn, avoidedPhrases } from './avoided';
import { countWords } from './quality';
import type { SpeechWriter, WriteRequest, WriterEvent } from './types';

class UnsafeSpeechError extends Error {
  override readonly name = 'UnsafeSpeechError';
}

/** A finished LLM speech that is not what was asked for: the local writer writes it instead. */
export class RejectedSpeechError extends Error {
  override readonly name = 'RejectedSpeechError';
}

// Models miss a word count by a few per cent; past this the speech is not the length the person chose.
const LENGTH_SLACK = 0.1;

/** The checks the local writer's speeches pass by construction: length, language and plain prose. */
function finishedSpeechProblem(text: string, request: WriteRequest): string | null {
  const { minWords, maxWords } = DURATION_OPTIONS[request.duration];
  const words = countWords(text);
  if (words < minWords * (1 - LENGTH_SLACK) || words > maxWords * (1 + LENGTH_SLACK))
    return `${words} words, outside ${minWords}–${maxWords}`;
  const expected = detectLanguage(request.context);
  const written = detectLanguage(text);
  if (written !== expected) return `written in ${written}, asked in ${expected}`;
  if (/^\s*([#*>-]|\d+\.)\s/m.test(text) || /[{}<>]/.test(text)) return 'markup in the text';
  return null;
}

// A sentence ends at . ! ? (and a closing quote) followed by space, or at a paragraph break.
const SENTENCE_END = /[.!?]["”’)]?\s|\n\n/g;
const TAIL_CHARS = 200;

/**
 * An LLM's speech, released a sentence at a time once the last few sentences pass the same safety check as
 * a person's words, plus a check that it never encourages harm, and say none of the phrases the person asked
 * not to hear. A sentence that fails throws, and the fallback (the local writer) takes over: nothing unsafe
 * or unwanted ever reaches the person.
 */
export function guardOutput(writer: SpeechWriter): SpeechWriter {
  return {
    name: writer.name,
    async *write(request, profile): AsyncIterable<WriterEvent> {
      const avoided = avoidedPhrases(profile.avoidancePatterns);
      // The end of what was released: a phrasing can run across a sentence break ("Goodbye. I love you all").
      let tail = '';
      let pending = '';
      let released = '';
      const release = function* (upTo: number): Generator<WriterEvent> {
        const text = pending.slice(0, upTo);
        if (!text) return;
        if (isUnsafeToSay(tail + text)) throw new UnsafeSpeechError('LLM speech failed the safety check');
        // The prompt asks the model not to say them; a model that does anyway gives way to the local writer.
        if (avoidedIn(tail + text, avoided) > 0)
          throw new RejectedSpeechError('LLM speech said a phrase the person asked not to hear');
        tail = (tail + text).slice(-TAIL_CHARS);
        released += text;
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
      const problem = finishedSpeechProblem(released, request);
      if (problem) throw new RejectedSpeechError(`LLM speech refused: ${problem}`);
    },
  };
}
