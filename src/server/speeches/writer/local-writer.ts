import type { SpeechWriter, WriteRequest, WriterProfile } from './types';

export type { ComposedSentence, ComposedSpeech } from './compose/compose-speech';

/** Writes a speech's paragraphs: composeSpeech here, or in a writer worker (writer-workers.ts). */
export type ComposeParagraphs = (request: WriteRequest, profile: WriterProfile) => Promise<readonly string[]>;

// Loaded only when composing on this thread: with writer workers the server's own heap never holds the
// writer's packs and models (docs/decisions/015-lean-memory.md).
const composeHere: ComposeParagraphs = async (request, profile) => {
  const { composeSpeech } = await import('./compose/compose-speech');
  return composeSpeech(request, profile).paragraphs;
};

/** The offline writer: composes from the situation packs and the thread lines, with no network. */
export function createLocalWriter(compose: ComposeParagraphs = composeHere): SpeechWriter {
  return {
    name: 'local',
    async *write(request, profile) {
      yield { type: 'writtenBy', writer: 'local' };
      const paragraphs = await compose(request, profile);
      // Composing takes milliseconds, so the first paragraph goes out at once and the rest follow as chunks.
      for (const [index, paragraph] of paragraphs.entries())
        yield { type: 'chunk', text: index === 0 ? paragraph : `\n\n${paragraph}` };
    },
  };
}
