import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_PATH, serialise, trainingModel } from './train-crisis-classifier';

describe('the crisis classifier the server reads', () => {
  it('is the one its training file gives (run scripts/train-crisis-classifier.ts after editing it)', async () => {
    expect(readFileSync(MODEL_PATH, 'utf8')).toBe(serialise(await trainingModel()));
  });
});
