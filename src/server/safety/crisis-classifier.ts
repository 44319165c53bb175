import { type CrisisModel, classifierFeatures, scoreFeatures } from './classifier-features';
import model from './crisis-model.json' with { type: 'json' };

// A second reader beside the patterns: logistic regression over the words and word pairs of labelled
// crisis and everyday phrasings. The patterns name phrasings precisely; this one generalises to wordings
// nobody wrote a pattern for. It is trained at build time (scripts/train-crisis-classifier.ts) from the
// development set under tests/; the server only reads the weights.

/**
 * At or above this probability the words count as crisis; between UNCERTAIN_THRESHOLD and this, they get
 * a speech with a support note. Both chosen by cross-validation on the development set (decision 022).
 */
export const CRISIS_THRESHOLD = 0.97;
export const UNCERTAIN_THRESHOLD = 0.3;

/** How likely the text is crisis language, 0–1. */
export function crisisProbability(text: string): number {
  return scoreFeatures(model as CrisisModel, classifierFeatures(text));
}
