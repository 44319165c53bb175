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
