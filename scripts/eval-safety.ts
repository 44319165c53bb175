// How the crisis screen answers the development set and the held-out sets nobody tuned on: for crisis
// phrasings, how many get support, the middle band (a speech with a support note) or a plain speech; for
// everyday ones, how many are refused a speech and how many get the note. Prints one JSON object; for the
// held-out sets only counts, never the phrasings (reading them would spend it). `--show` lists the
// development set's misses and alarms.

import type { CrisisCase } from '../src/server/safety/crisis-case';
import { assessCrisis } from '../src/server/safety/detect-crisis';
import { DEVELOPMENT } from '../tests/safety-eval/training';

function measure(crisis: readonly CrisisCase[], everyday: readonly string[], show: boolean) {
  const plainByKind: Record<string, number> = {};
  let support = 0;
  let middle = 0;
  const missed: string[] = [];
  for (const c of crisis) {
    const { level } = assessCrisis(c.text);
    if (level === 'crisis') support++;
    else if (level === 'uncertain') middle++;
    else {
      plainByKind[c.kind] = (plainByKind[c.kind] ?? 0) + 1;
      missed.push(`${c.kind}: ${c.text}`);
    }
  }
  const refused: string[] = [];
  const carded: string[] = [];
  for (const text of everyday) {
    const { level } = assessCrisis(text);
    if (level === 'crisis') refused.push(text);
    else if (level === 'uncertain') carded.push(text);
  }
  const share = (n: number, of: number) => Math.round((n / of) * 1000) / 10;
  return {
    crisis: crisis.length,
    support,
    middleBand: middle,
    plainSpeech: crisis.length - support - middle,
    caughtPercent: share(support + middle, crisis.length),
    plainByKind,
    everyday: everyday.length,
    refused: refused.length,
    refusedPercent: share(refused.length, everyday.length),
    carded: carded.length,
    cardedPercent: share(carded.length, everyday.length),
    ...(show ? { missed, refusedTexts: refused, cardedTexts: carded } : {}),
  };
}

const show = process.argv.includes('--show');
const developmentOnly = process.argv.includes('--development');
// Loaded only when asked for, so that tuning never needs the held-out files.
const holdouts: Record<string, { crisis: readonly CrisisCase[]; everyday: readonly string[] }> =
  developmentOnly ? {} : (await import('../tests/safety-eval/held-out')).HOLDOUT_SETS;
console.log(
  JSON.stringify(
    {
      development: measure(DEVELOPMENT.crisis, DEVELOPMENT.everyday, show),
      ...Object.fromEntries(
        Object.entries(holdouts).map(([name, set]) => [
          `holdout-${name}`,
          measure(set.crisis, set.everyday, false),
        ]),
      ),
    },
    null,
    2,
  ),
);

// Cross-validation on the development set, for choosing the classifier's two thresholds: each fifth is
// read by a model trained on the other four fifths (and the writer's contexts), so every probability is
// one the model did not learn from. `--thresholds` prints what each set of thresholds would give.
if (process.argv.includes('--thresholds')) {
  const { trainCrisisModel, WRITER_CONTEXTS } = await import('./train-crisis-classifier');
  const { classifierFeatures, scoreFeatures } = await import('../src/server/safety/classifier-features');
  const contexts = WRITER_CONTEXTS;
  const FOLDS = 5;
  const crisisProbabilities = new Map<string, number>();
  for (let fold = 0; fold < FOLDS; fold++) {
    const inFold = (_: unknown, i: number) => i % FOLDS === fold;
    const outOfFold = (_: unknown, i: number) => i % FOLDS !== fold;
    const model = trainCrisisModel(
      DEVELOPMENT.crisis.filter(outOfFold).map((c) => c.text),
      [...DEVELOPMENT.everyday.filter(outOfFold), ...contexts],
    );
    for (const text of [
      ...DEVELOPMENT.crisis.filter(inFold).map((c) => c.text),
      ...DEVELOPMENT.everyday.filter(inFold),
    ])
      crisisProbabilities.set(text, scoreFeatures(model, classifierFeatures(text)));
  }
  const probabilityOf = (text: string) => crisisProbabilities.get(text) ?? 0;
  const rows = [];
  for (const uncertain of [0.05, 0.1, 0.15, 0.2, 0.3]) {
    for (const agree of [0, 0.02, 0.05, 0.1, 0.15]) {
      const levels = (texts: readonly string[]) =>
        texts.map((text) => assessCrisis(text, probabilityOf, { uncertain, agree }).level);
      const c = levels(DEVELOPMENT.crisis.map((x) => x.text));
      const e = levels(DEVELOPMENT.everyday);
      rows.push({
        uncertain,
        agree,
        plainCrisis: c.filter((l) => l === 'none').length,
        middleCrisis: c.filter((l) => l === 'uncertain').length,
        refusedEveryday: e.filter((l) => l === 'crisis').length,
        cardedEveryday: e.filter((l) => l === 'uncertain').length,
      });
    }
  }
  if (show) {
    const at = {
      uncertain: Number(process.env.AT_UNCERTAIN ?? 0.3),
      agree: Number(process.env.AT_AGREE ?? 0),
    };
    const level = (text: string) => assessCrisis(text, probabilityOf, at).level;
    console.log(
      JSON.stringify(
        {
          plainCrisis: DEVELOPMENT.crisis.filter((c) => level(c.text) === 'none').map((c) => c.text),
          refusedEveryday: DEVELOPMENT.everyday.filter((t) => level(t) === 'crisis'),
          cardedEveryday: DEVELOPMENT.everyday.filter((t) => level(t) === 'uncertain'),
        },
        null,
        1,
      ),
    );
  }
  console.log(
    JSON.stringify({
      crossValidated: { crisis: DEVELOPMENT.crisis.length, everyday: DEVELOPMENT.everyday.length, rows },
    }),
  );
}
