// Trains the frame's moment reader (src/server/speeches/writer/frame/moment.ts) and writes its weights to
// src/server/speeches/writer/frame/moment-model.json, which is all the server reads. It learns from the
// examples in content/speech/moments.yaml and the hand-labelled situations in
// tests/writer-eval/frame-corpus/tuning.yaml (never from held-out.yaml). Run by the build
// (scripts/build-server.mjs), and by hand after editing either file: `npx tsx scripts/train-moment-reader.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { speechContent } from '../src/server/speeches/writer/content/load-content';
import { MOMENTS, type Moment } from '../src/server/speeches/writer/content/schema';
import { readSituation } from '../src/server/speeches/writer/frame/frame';
import { featureScale, type MomentModel, momentFeatures } from '../src/server/speeches/writer/frame/moment';
import { loadCorpus } from '../tests/writer-eval/frame-accuracy';

const EPOCHS = 10;
const LEARNING_RATE = 1;
const L2 = 1e-4;
// The bias learns more slowly than the words: how common a moment is in the examples says little of a person.
const BIAS_RATE = 0.1;
// Weights this small change no likelihood that matters; leaving them out keeps the file small.
const MIN_WEIGHT = 0.01;

export const MOMENT_MODEL_PATH = fileURLToPath(
  new URL('../src/server/speeches/writer/frame/moment-model.json', import.meta.url),
);

export type MomentExample = { text: string; moment: Moment };

/** Softmax regression by stochastic gradient descent, in a seeded order: the same examples, the same model. */
export function trainMomentModel(examples: readonly MomentExample[]): MomentModel {
  const { shared } = speechContent();
  const data = examples.map(({ text, moment }) => ({
    features: momentFeatures(text, readSituation(text).signals, shared.moment_cues),
    label: MOMENTS.indexOf(moment),
  }));
  const classes = MOMENTS.length;
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
        for (const row of rows) row[k] = (row[k] ?? 0) - rate * (gradient * scale + L2 * (row[k] ?? 0));
      }
    }
  }
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  const kept = [...weights]
    .filter(([, row]) => row.some((weight) => Math.abs(weight) >= MIN_WEIGHT))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([feature, row]) => [feature, row.map(round)] as const);
  return { labels: MOMENTS, bias: bias.map(round), weights: Object.fromEntries(kept) };
}

/** The examples the server's model learns from. */
export function momentExamples(): MomentExample[] {
  const { moments } = speechContent();
  return [
    ...MOMENTS.flatMap((moment) => moments[moment].map((text) => ({ text, moment }))),
    ...loadCorpus('tuning').map(({ text, moment }) => ({ text, moment })),
  ];
}

/** The model as JSON laid out as the formatter lays it out: a feature and its three weights a line. */
export function serialiseMomentModel(model: MomentModel): string {
  const row = (values: readonly (number | string)[]) =>
    `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  const weights = Object.entries(model.weights).map(
    ([feature, values]) => `    ${JSON.stringify(feature)}: ${row(values)}`,
  );
  return `{\n  "labels": ${row(model.labels)},\n  "bias": ${row(model.bias)},\n  "weights": {\n${weights.join(',\n')}\n  }\n}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const model = trainMomentModel(momentExamples());
  writeFileSync(MOMENT_MODEL_PATH, serialiseMomentModel(model));
  console.log(`moment reader: ${Object.keys(model.weights).length} features written to ${MOMENT_MODEL_PATH}`);
}
