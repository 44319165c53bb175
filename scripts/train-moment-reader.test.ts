import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serialiseLinearModel } from './train-linear-model';
import { MOMENT_MODEL_PATH, momentExamples, trainMomentModel } from './train-moment-reader';

describe('the moment reader the server reads', () => {
  it('is the one its examples give (run scripts/train-moment-reader.ts after editing them)', () => {
    expect(readFileSync(MOMENT_MODEL_PATH, 'utf8')).toBe(
      serialiseLinearModel(trainMomentModel(momentExamples())),
    );
  }, 120_000);
});

describe('the hand-labelled situations', () => {
  it('are imported by no production code: only tests and scripts read them', () => {
    const production = execSync('git ls-files src', { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
    const importing = /(?:from|import\()\s*['"][^'"]*(?:writer-eval|frame-corpus)/;
    expect(production.filter((file) => importing.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
