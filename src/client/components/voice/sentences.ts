// Sentences for read-along: splitting a speech the way the server does (for device voices, which speak
// a sentence at a time), and laying timed sentences over the paragraphs the text tab shows.

const MAX_SENTENCE_CHARS = 400;
// A sentence ends at . ! ? or … (with closing quotes or brackets) followed by space, unless the word
// before it is a common abbreviation; or at a line break. (No lookbehind: older iOS Safari lacks it.)
const END = /[.!?…]+["'”’)\]]*\s+/g;
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|vs|etc|e\.g|i\.e)$/;
const HAS_WORD = /[\p{L}\p{N}]/u;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

function splitLong(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE_CHARS) {
    const head = rest.slice(0, MAX_SENTENCE_CHARS + 1);
    const clause = Math.max(...[', ', '; ', ': ', ' - ', ' — '].map((mark) => head.lastIndexOf(mark)));
    const cut = clause > MAX_SENTENCE_CHARS / 2 ? clause + 1 : head.lastIndexOf(' ');
    const at = cut > 0 ? cut : MAX_SENTENCE_CHARS;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The speech's sentences, as src/server/voice/sentences.ts splits them for the audio. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\s*\n\s*/)) {
    let start = 0;
    for (const match of line.matchAll(END)) {
      const punctuationAt = match.index;
      const before = line.slice(start, punctuationAt);
      if (ABBREVIATION.test(before)) continue;
      sentences.push(line.slice(start, punctuationAt + match[0].trimEnd().length));
      start = punctuationAt + match[0].length;
    }
    sentences.push(line.slice(start));
  }
  return sentences
    .map(tidy)
    .filter((sentence) => HAS_WORD.test(sentence))
    .flatMap(splitLong);
}

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
  const texts = paragraphs.map(tidy);
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
