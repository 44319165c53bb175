// Sentence-sized pieces of a speech: the unit of local synthesis (first audio fast, a duration for each
// sentence) and of read-along highlighting.

/** A piece longer than this is split at a clause or word boundary, so no one job hogs a worker. */
export const MAX_SENTENCE_CHARS = 400;

// Ends a sentence: . ! ? or … (with closing quotes or brackets) before whitespace, unless it ends a
// common abbreviation; or a line break.
const BOUNDARY = /(?<=(?<!\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|vs|etc|e\.g|i\.e))[.!?…]+["'”’)\]]*)\s+|\s*\n\s*/u;

export function splitSentences(text: string): string[] {
  return text
    .split(BOUNDARY)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece))
    .flatMap((sentence) => splitLong(sentence, MAX_SENTENCE_CHARS));
}

function splitLong(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const clause = Math.max(...[', ', '; ', ': ', ' - ', ' — '].map((mark) => window.lastIndexOf(mark)));
    const cut = clause > max / 2 ? clause + 1 : window.lastIndexOf(' ');
    const at = cut > 0 ? cut : max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** Consecutive sentences joined into requests of at most `maxChars` (for providers with an input limit). */
export function groupSentences(sentences: readonly string[], maxChars: number): string[] {
  const groups: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + 1 + sentence.length > maxChars) {
      groups.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) groups.push(current);
  return groups;
}
