/**
 * Consecutive sentences grouped into requests of at most `maxChars` once joined with spaces (for
 * providers with an input limit); a sentence longer than that is a request of its own.
 */
export function groupSentences(sentences: readonly string[], maxChars: number): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    if (current.length > 0 && length + 1 + sentence.length > maxChars) {
      groups.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + sentence.length;
    current.push(sentence);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
