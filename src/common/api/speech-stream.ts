import { z } from 'zod';
import { generatedSpeech } from './speeches';
import { supportOnly } from './support';

/**
 * The events of POST /api/speeches/generate/stream, each name with its data's schema: the server sends
 * each through its schema (src/server/speeches/sse.ts) and the page reads them by these names and types
 * (src/client/lib/speech/speech-stream.ts). The order and meaning are in docs/api.md.
 */
export const speechStreamEvents = {
  /** A piece of the speech, as it is written. */
  chunk: z.object({ text: z.string() }),
  /** The text so far is void: the writer starts over (an LLM failed mid-speech). */
  restart: z.object({}),
  /** The end: the saved speech. */
  speech: generatedSpeech,
  /** The end: support in place of a speech (crisis language). */
  support: supportOnly,
  /** The end: the speech could not be written. */
  error: z.object({ status: z.number(), message: z.string() }),
};

export type SpeechStreamEvents = typeof speechStreamEvents;
