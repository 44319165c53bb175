import type { LRUCache } from 'lru-cache';
import { sizedLru } from './sized-lru';

/** Saved speeches' sentences by speech id: a speech's text never changes once saved. */
export type SpeechSentences = LRUCache<number, readonly string[]>;

/** UTF-16 strings: two bytes a character (V8 stores one-byte strings in half that; this errs high). */
const stringBytes = (text: string): number => 2 * text.length;

export function createSpeechSentences(maxBytes: number): SpeechSentences {
  return sizedLru(maxBytes, (sentences: readonly string[]) =>
    sentences.reduce((sum, sentence) => sum + stringBytes(sentence), 0),
  );
}
