import { type CrisisModel, classifierFeatures, scoreFeatures } from './classifier-features';
import model from './crisis-model.json' with { type: 'json' };

// A second reader beside the patterns: logistic regression over the words and word pairs of labelled
// crisis and everyday phrasings. The patterns name phrasings precisely; this one generalises to wordings
// nobody wrote a pattern for. It is trained at build time (scripts/train-crisis-classifier.ts) from the
// development set under tests/; the server only reads the weights.

/**
 * The classifier's two thresholds, chosen by cross-validation on the development set (decision 022). From
 * `uncertain` up the words get a speech with a support note; the classifier alone never refuses a speech,
 * only a phrasing the patterns know does. Below `agree` such a phrasing gets the note rather than a refusal.
 */
export type CrisisThresholds = { uncertain: number; agree: number };
export const CRISIS_THRESHOLDS: CrisisThresholds = { uncertain: 0.1, agree: 0.1 };

/** How likely the text is crisis language, 0–1. */
export function crisisProbability(text: string): number {
  return scoreFeatures(model as CrisisModel, classifierFeatures(text));
}
