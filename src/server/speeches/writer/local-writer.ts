import type { ComposedSpeech } from './build/compose-speech';
import type { SpeechWriter, WriteRequest, WriterProfile } from './types';

export type { ComposedSpeech } from './build/compose-speech';

/** What a composition sends back: the speech's paragraphs, and how it was shaped. */
export type Composition = Pick<ComposedSpeech, 'paragraphs' | 'shaping'>;

/** Writes a speech: composeSpeech here, or in a writer worker (writer-workers.ts). */
export type Compose = (request: WriteRequest, profile: WriterProfile) => Promise<Composition>;

// Loaded only when composing on this thread: with writer workers the server's own heap never holds the
// writer's packs and models (docs/decisions/018-lean-memory.md).
const composeHere: Compose = async (request, profile) => {
  const { composeSpeech } = await import('./build/compose-speech');
  const { paragraphs, shaping } = composeSpeech(request, profile);
  return { paragraphs, shaping };
};

/** The offline writer: composes from the situation packs and the thread lines, with no network. */
export function createLocalWriter(compose: Compose = composeHere): SpeechWriter {
  return {
    name: 'local',
    async *write(request, profile) {
      yield { type: 'writtenBy', writer: 'local' };
      const { paragraphs, shaping } = await compose(request, profile);
      yield { type: 'shaping', shaping };
      // Composing takes milliseconds, so the first paragraph goes out at once and the rest follow as chunks.
      for (const [index, paragraph] of paragraphs.entries())
        yield { type: 'chunk', text: index === 0 ? paragraph : `\n\n${paragraph}` };
    },
  };
}
