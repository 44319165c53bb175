import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_PATH, serialise, trainingModel } from './train-crisis-classifier';

describe('the crisis classifier the server reads', () => {
  it('is the one its training file gives (run scripts/train-crisis-classifier.ts after editing it)', async () => {
    expect(readFileSync(MODEL_PATH, 'utf8')).toBe(serialise(trainingModel()));
  });
});

describe('the evaluation sets', () => {
  it('are imported by no production code: only tests, scripts and the bench read them', () => {
    const production = execSync('git ls-files src', { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
    const importing = production.filter((file) =>
      /safety-eval|crisis-cases/.test(readFileSync(file, 'utf8')),
    );
    expect(importing).toEqual([]);
  });
});
