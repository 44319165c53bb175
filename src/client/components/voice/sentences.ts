// Laying timed sentences (src/common/sentences.ts) over the paragraphs the text tab shows.

import { collapseSpaces } from '../../../common/sentences';

/** A run of a paragraph's text: part of sentence `sentence`, or text no sentence covers (null). */
export type Segment = { text: string; sentence: number | null };

/**
 * The paragraphs cut into runs by sentence, finding each sentence's text in order. A sentence that
 * can't be found is skipped (it just isn't highlighted) rather than throwing the rest out of step.
 */
export function segmentParagraphs(
  paragraphs: readonly string[],
  sentences: readonly { index: number; text: string }[],
): Segment[][] {
  const texts = paragraphs.map(collapseSpaces);
  let next = 0; // the first sentence not yet placed
  return texts.map((paragraph, p) => {
    const segments: Segment[] = [];
    let cursor = 0;
    while (next < sentences.length) {
      const sentence = sentences[next];
      if (!sentence) break;
      const at = paragraph.indexOf(sentence.text, cursor);
      if (at < 0) {
        // In a later paragraph: this one is done. Nowhere at all: skip it.
        const later = texts.slice(p + 1).some((text) => text.includes(sentence.text));
        if (later) break;
        next += 1;
        continue;
      }
      if (at > cursor) segments.push({ text: paragraph.slice(cursor, at), sentence: null });
      segments.push({ text: sentence.text, sentence: sentence.index });
      cursor = at + sentence.text.length;
      next += 1;
    }
    if (cursor < paragraph.length) segments.push({ text: paragraph.slice(cursor), sentence: null });
    return segments;
  });
}
