// Trains a linear model of the frame (src/server/speeches/writer/frame/linear-model.ts): softmax regression by
// stochastic gradient descent, in a seeded order, so that the same examples give the same model, byte for byte
// (scripts/train-moment-reader.test.ts retrains the moment reader and compares it with the committed weights).
import { featureScale, type LinearModel } from '../src/server/speeches/writer/frame/linear-model';

export type Labelled = { features: readonly string[]; label: number };

const EPOCHS = 10;
const LEARNING_RATE = 1;
// The bias learns more slowly than the words: how common a label is in the examples says little of a person.
const BIAS_RATE = 0.1;
// Weights this small change no likelihood that matters; leaving them out keeps the file small.
const MIN_WEIGHT = 0.01;

/** `l2` is the pull of every weight toward 0: larger, and rare words count for less. */
export function trainLinearModel<Label extends string>(
  labels: readonly Label[],
  data: readonly Labelled[],
  l2: number,
): LinearModel<Label> {
  const classes = labels.length;
  const weights = new Map<string, number[]>();
  const bias = new Array<number>(classes).fill(0);
  const order = data.map((_, index) => index);
  let seed = 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const rate = LEARNING_RATE / (1 + epoch * 0.3);
    for (const index of order) {
      const example = data[index];
      if (!example) continue;
      const rows = example.features.map((feature) => {
        let row = weights.get(feature);
        if (!row) {
          row = new Array<number>(classes).fill(0);
          weights.set(feature, row);
        }
        return row;
      });
      const scale = featureScale(rows.length);
      const scores = [...bias];
      for (const row of rows)
        for (let k = 0; k < classes; k++) scores[k] = (scores[k] ?? 0) + (row[k] ?? 0) * scale;
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const sum = exps.reduce((total, value) => total + value, 0);
      for (let k = 0; k < classes; k++) {
        const gradient = (exps[k] ?? 0) / sum - (k === example.label ? 1 : 0);
        bias[k] = (bias[k] ?? 0) - rate * BIAS_RATE * gradient;
        for (const row of rows) row[k] = (row[k] ?? 0) - rate * (gradient * scale + l2 * (row[k] ?? 0));
      }
    }
  }
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  const kept = [...weights]
    .filter(([, row]) => row.some((weight) => Math.abs(weight) >= MIN_WEIGHT))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([feature, row]) => [feature, row.map(round)] as const);
  return { labels, bias: bias.map(round), weights: Object.fromEntries(kept) };
}

/** The model as JSON laid out as the formatter lays it out: a feature and its weights a line. */
export function serialiseLinearModel(model: LinearModel): string {
  const row = (values: readonly (number | string)[]) =>
    `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  const weights = Object.entries(model.weights).map(
    ([feature, values]) => `    ${JSON.stringify(feature)}: ${row(values)}`,
  );
  return `{\n  "labels": ${row(model.labels)},\n  "bias": ${row(model.bias)},\n  "weights": {\n${weights.join(',\n')}\n  }\n}\n`;
}
