// Sentence-sized pieces of a speech: the unit of local synthesis (first audio fast, a duration for each
// sentence), of seeking in audio still being made, of device voices (one utterance each) and of
// read-along highlighting. Server and browser split alike, so their sentence indices agree.

/** A piece longer than this is split at a clause or word boundary, so no one job hogs a voice worker. */
export const MAX_SENTENCE_CHARS = 400;
// A sentence ends at . ! ? or … (with closing quotes or brackets) followed by space, unless the word
// before it is a common abbreviation; or at a line break. (No lookbehind: older iOS Safari lacks it.)
const END = /[.!?…]+["'”’)\]]*\s+/g;
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|vs|etc|e\.g|i\.e)$/;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Runs of whitespace as one space, trimmed. */
export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

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

/** The speech's sentences: what the audio is made of, one job each, and what read-along highlights. */
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
    .map(collapseSpaces)
    .filter((sentence) => HAS_WORD.test(sentence))
    .flatMap(splitLong);
}

/** A word of a sentence, as the character range of its text. */
export type Word = { from: number; to: number };

/** The words of a sentence (runs of non-space), as character ranges of its text. */
export function splitWords(text: string): Word[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({
    from: match.index,
    to: match.index + match[0].length,
  }));
}
