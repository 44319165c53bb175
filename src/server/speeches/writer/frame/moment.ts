import type { Moment, SharedContent } from '../content/schema';
import { type LinearModel, likelihoods, wordsAndPairs, wordsOf } from './linear-model';
import model from './moment-model.json' with { type: 'json' };

// Whether what a person faces is still ahead, already over or going on: logistic regression over every word
// and word pair (the moment lives in the small words: "will", "just", "been", "since"), the tense, and what
// the rest of the frame read: a time still to come, words that say it happened, good news, a second try,
// and the kind of situation. Trained by scripts/train-moment-reader.ts on content/speech/moments.yaml and
// the hand-labelled situations in tests/writer-eval/frame-corpus/tuning.yaml; the server reads only the
// weights it writes (moment-model.json).

/** What the frame read before the moment, as the moment reader weighs it. */
export type MomentSignals = {
  /** A time still to come, and whether the first clause gives it. */
  time: boolean;
  timeFirst: boolean;
  /** Words that say it has happened (a death, a result), good news, and a second try. */
  happened: boolean;
  goodNews: boolean;
  again: boolean;
  kind: string;
};

type Tense = Pick<SharedContent['moment_cues'], 'past_forms' | 'not_past'>;

const tenseWords = new WeakMap<Tense, { past: Set<string>; notPast: Set<string> }>();

/**
 * The features the moment reader weighs: words, word pairs and tense, those of the first sentence again
 * (people say what they face before its story: "3rd round of ivf. transfer was monday…"), and the frame's
 * signals.
 */
export function momentFeatures(text: string, signals: MomentSignals, tense: Tense): string[] {
  let lists = tenseWords.get(tense);
  if (!lists) {
    lists = { past: new Set(tense.past_forms), notPast: new Set(tense.not_past) };
    tenseWords.set(tense, lists);
  }
  const first = /^[^.!?\n]*/.exec(text)?.[0] ?? text;
  const out = wordFeatures(text, lists);
  if (first.length < text.length) for (const feature of wordFeatures(first, lists)) out.push(`1:${feature}`);
  if (signals.time) out.push('#time');
  if (signals.timeFirst) out.push('#time-first');
  if (signals.happened) out.push('#happened');
  if (signals.goodNews) out.push('#good-news');
  if (signals.again) out.push('#again');
  out.push(`#kind-${signals.kind}`);
  return out;
}

function wordFeatures(text: string, tense: { past: Set<string>; notPast: Set<string> }): string[] {
  const words = wordsOf(text);
  const out = wordsAndPairs(words);
  for (const word of words) {
    if ((/[a-z]{3,}ed$/.test(word) && !tense.notPast.has(word)) || tense.past.has(word)) out.push('#past');
    if (/[a-z]{3,}ing$/.test(word)) out.push('#ing');
  }
  return out;
}

/** The moments, likeliest first, as the reader weighs the features. */
export const momentsByLikelihood = (features: readonly string[]): { moment: Moment; likelihood: number }[] =>
  likelihoods(model as LinearModel<Moment>, features).map(({ label, likelihood }) => ({
    moment: label,
    likelihood,
  }));
