// A softmax regression over the features of a text: a weight per feature and label, trained by
// scripts/train-linear-model.ts and committed as JSON, which is all the server reads. The moment reader
// (moment.ts) is one; its features are its own, the model and the words it splits are not.

export type LinearModel<Label extends string = string> = {
  labels: readonly Label[];
  bias: readonly number[];
  weights: Readonly<Record<string, readonly number[]>>;
};

/** Each feature counts 1/√n of n, so that a long story is not read as surer than a short line. */
export const featureScale = (count: number): number => 1 / Math.sqrt(Math.max(1, count));

/** The labels, likeliest first, as the model weighs the features. */
export function likelihoods<Label extends string>(
  model: LinearModel<Label>,
  features: readonly string[],
): { label: Label; likelihood: number }[] {
  const scores = [...model.bias];
  const scale = featureScale(features.length);
  for (const feature of features) {
    const row = model.weights[feature];
    if (row) for (let i = 0; i < scores.length; i++) scores[i] = (scores[i] ?? 0) + (row[i] ?? 0) * scale;
  }
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return model.labels
    .map((label, i) => ({ label, likelihood: (exps[i] ?? 0) / sum }))
    .sort((a, b) => b.likelihood - a.likelihood);
}

/** A text's words, lower case, without apostrophes ("didn't" is "didnt"). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Each word, and each pair of neighbouring words. */
export function wordsAndPairs(words: readonly string[]): string[] {
  const out = [...words];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]}_${words[i + 1]}`);
  return out;
}
