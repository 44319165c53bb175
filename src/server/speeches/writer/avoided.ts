/** The phrases a person asked not to hear, as the writers compare them: lower-case, none empty. */
export const avoidedPhrases = (patterns: readonly string[]): string[] =>
  patterns.map((pattern) => pattern.trim().toLowerCase()).filter(Boolean);

/** How many of those phrases a text says ("grind" is said in "grinding" too: closer is safer). */
export const avoidedIn = (text: string, phrases: readonly string[]): number => {
  const lower = text.toLowerCase();
  return phrases.filter((phrase) => lower.includes(phrase)).length;
};
