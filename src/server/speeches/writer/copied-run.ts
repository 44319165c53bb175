const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’‘]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The most of a person's words in a row a speech may say: it restates, it does not paste. */
export const MOST_COPIED_WORDS = 8;

/**
 * The longest run of consecutive words of `source` that stands in `text` (case and punctuation aside): how
 * much of a person's words a speech pastes back.
 */
export function longestCopiedRun(source: string, text: string): number {
  const a = words(source);
  const b = words(text);
  let longest = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] !== b[j - 1]) continue;
      const run = (previous[j - 1] ?? 0) + 1;
      current[j] = run;
      if (run > longest) longest = run;
    }
    previous = current;
  }
  return longest;
}
