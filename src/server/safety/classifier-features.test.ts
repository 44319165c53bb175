import { describe, expect, it } from 'vitest';
import { classifierFeatures } from './classifier-features';

describe('classifierFeatures', () => {
  it('reads the words, their pairs and the first five letters of each longer word', () => {
    const features = classifierFeatures('Starvin again');
    expect(features).toEqual(['starvin', 'again', 'starvin again', '~starv']);
    // "starved", never seen, shares its stem with "starving", seen in training.
    expect(classifierFeatures('i starved')).toContain('~starv');
    expect(classifierFeatures('so tired')).not.toContain('~tired');
  });
});
