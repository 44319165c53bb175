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
  const lists = tenseLists(tense);
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

function tenseLists(tense: Tense) {
  let lists = tenseWords.get(tense);
  if (!lists) {
    lists = { past: new Set(tense.past_forms), notPast: new Set(tense.not_past) };
    tenseWords.set(tense, lists);
  }
  return lists;
}

const isPast = (word: string, tense: { past: Set<string>; notPast: Set<string> }) =>
  (/[a-z]{3,}ed$/.test(word) && !tense.notPast.has(word)) || tense.past.has(word);

/** A plan in so many words: "we're taking", "going to", "will", "have to". */
const PLAN =
  /\b(?:(?:i['’]?m|we['’]re|we are|i am|they['’]re|they are|(?:s?he|it)['’]s|(?:s?he|it) is)\s+(?:\w+\s+)?\w{2,}ing|going to|gonna|will|have to|has to|got to|gotta|need to|about to)\b|\w['’]ll\b/i;

/** Whether a clause says a plan and nothing in the past ("we're taking her to the vet at 4 today"). */
export const saysPlanned = (clause: string, tense: Tense) => PLAN.test(clause) && !saysPast(clause, tense);

/** Whether the words hold a verb in the past tense ("had", "said", "finished"), not one that only looks it
 * after "to" or "will" ("to put her to sleep", "will let him go"). */
function saysPast(text: string, tense: Tense): boolean {
  // "we're" is no "were".
  const words = wordsOf(text.replace(/\b(we|you|they)['’]re\b/gi, '$1 are'));
  const lists = tenseLists(tense);
  return words.some(
    (word, index) => isPast(word, lists) && !/^(?:to|will|ll|gonna|must|can)$/.test(words[index - 1] ?? ''),
  );
}

function wordFeatures(text: string, tense: { past: Set<string>; notPast: Set<string> }): string[] {
  const words = wordsOf(text);
  const out = wordsAndPairs(words);
  for (const word of words) {
    if (isPast(word, tense)) out.push('#past');
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
