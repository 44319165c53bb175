import { normaliseForSafety } from './normalise';

/** What the crisis classifier reads: the normalised words (any language's letters), word pairs, and the first
 * five letters of each longer word, so that a form it never saw ("starvin", "purging") leans as its
 * relatives do. */
export function classifierFeatures(text: string): string[] {
  const words = normaliseForSafety(text)
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(' ')
    .filter(Boolean);
  const out = [...words];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]} ${words[i + 1]}`);
  for (const word of words) if (word.length > 5) out.push(`~${word.slice(0, 5)}`);
  return out;
}

/** The trained model: a bias and a weight per feature (features absent from it weigh nothing). */
export type CrisisModel = { bias: number; weights: Readonly<Record<string, number>> };

export function scoreFeatures(model: CrisisModel, features: readonly string[]): number {
  let z = model.bias;
  for (const feature of features) z += model.weights[feature] ?? 0;
  return 1 / (1 + Math.exp(-z));
}
