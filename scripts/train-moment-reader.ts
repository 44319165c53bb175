// Trains the frame's moment reader (src/server/speeches/writer/frame/moment.ts) and writes its weights to
// src/server/speeches/writer/frame/moment-model.json, which is all the server reads. It learns from the
// examples in content/speech/moments.yaml and the hand-labelled situations in
// tests/writer-eval/frame-corpus/tuning.yaml (never from the held-out files). Run by the build
// (scripts/build-server.mjs), and by hand after editing either file: `npx tsx scripts/train-moment-reader.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { speechContent } from '../src/server/speeches/writer/content/load-content';
import { MOMENTS, type Moment } from '../src/server/speeches/writer/content/schema';
import { readSituation } from '../src/server/speeches/writer/frame/frame';
import type { LinearModel } from '../src/server/speeches/writer/frame/linear-model';
import { momentFeatures } from '../src/server/speeches/writer/frame/moment';
import { loadCorpus } from '../tests/writer-eval/frame-accuracy';
import { serialiseLinearModel, trainLinearModel } from './train-linear-model';

// 5-fold cross-validation on the examples (moments.yaml and the tuning situations) read right: L2 1e-4 0.904,
// 1e-3 0.913, 3e-3 0.920, 1e-2 0.923. From 3e-3 up the pull is strong enough to drown a time given up front
// ("chemo round 4 of 6 tomorrow…" read as ongoing; frame.test.ts), so 1e-3: rarer words count for less than
// at 1e-4, which suits unseen phrasing, and a time still to come keeps its say.
const L2 = 1e-3;

export const MOMENT_MODEL_PATH = fileURLToPath(
  new URL('../src/server/speeches/writer/frame/moment-model.json', import.meta.url),
);

export type MomentExample = { text: string; moment: Moment };

export function trainMomentModel(examples: readonly MomentExample[]): LinearModel<Moment> {
  const { shared } = speechContent();
  const data = examples.map(({ text, moment }) => ({
    features: momentFeatures(text, readSituation(text).signals, shared.moment_cues),
    label: MOMENTS.indexOf(moment),
  }));
  return trainLinearModel(MOMENTS, data, L2);
}

/** The examples the server's model learns from. */
export function momentExamples(): MomentExample[] {
  const { moments } = speechContent();
  return [
    ...MOMENTS.flatMap((moment) => moments[moment].map((text) => ({ text, moment }))),
    ...loadCorpus('tuning').map(({ text, moment }) => ({ text, moment })),
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const model = trainMomentModel(momentExamples());
  writeFileSync(MOMENT_MODEL_PATH, serialiseLinearModel(model));
  console.log(`moment reader: ${Object.keys(model.weights).length} features written to ${MOMENT_MODEL_PATH}`);
}
