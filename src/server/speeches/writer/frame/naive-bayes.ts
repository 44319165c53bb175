// Multinomial naive Bayes, the model behind both of the frame's learned readers: the kind of situation
// (classify.ts) and the moment (moment.ts). Each is trained on first use from examples in the content files.

type LabelCounts = { prior: number; counts: Map<string, number>; total: number };
export type NaiveBayes = {
  labels: Map<string, LabelCounts>;
  vocabulary: Map<string, number>;
  smoothing: number;
};

export function trainNaiveBayes(
  examples: readonly { text: string; label: string }[],
  features: (text: string) => string[],
  smoothing: number,
): NaiveBayes {
  const labels = new Map<string, LabelCounts>();
  const vocabulary = new Map<string, number>();
  for (const { text, label } of examples) {
    let counts = labels.get(label);
    if (!counts) {
      counts = { prior: 0, counts: new Map(), total: 0 };
      labels.set(label, counts);
    }
    counts.prior++;
    for (const feature of features(text)) {
      counts.counts.set(feature, (counts.counts.get(feature) ?? 0) + 1);
      counts.total++;
      vocabulary.set(feature, (vocabulary.get(feature) ?? 0) + 1);
    }
  }
  for (const counts of labels.values()) counts.prior /= examples.length;
  return { labels, vocabulary, smoothing };
}

/** Every label's posterior for the features seen, likeliest first. Features never trained on are ignored. */
export function posteriors(
  model: NaiveBayes,
  seen: readonly string[],
): { label: string; posterior: number }[] {
  const { labels, vocabulary, smoothing } = model;
  const size = vocabulary.size;
  const scores = [...labels].map(([label, counts]) => {
    let score = Math.log(counts.prior);
    for (const feature of seen) {
      if (!vocabulary.has(feature)) continue;
      score += Math.log(((counts.counts.get(feature) ?? 0) + smoothing) / (counts.total + smoothing * size));
    }
    return { label, score };
  });
  const top = Math.max(...scores.map(({ score }) => score));
  const sum = scores.reduce((total, { score }) => total + Math.exp(score - top), 0);
  return scores
    .map(({ label, score }) => ({ label, posterior: Math.exp(score - top) / sum }))
    .sort((a, b) => b.posterior - a.posterior);
}
