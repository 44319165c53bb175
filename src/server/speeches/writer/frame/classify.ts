import { speechContent } from '../content/load-content';
import { type NaiveBayes, posteriors, trainNaiveBayes } from './naive-bayes';

// Which kind of situation a context describes: multinomial naive Bayes over its words and word pairs,
// trained on the example contexts in each kind's content file. The speech draws on a kind's own content
// only when the model is sure; otherwise the situation is read as `general`, whose content is true of any
// situation with that moment: a speech that says less is better than one about the wrong situation.

export type Classification = {
  kind: string;
  confidence: number;
  /** Every kind with its posterior, likeliest first. */
  ranked: readonly { label: string; posterior: number }[];
};

/** Posterior a kind needs before its own content is used. */
const CONFIDENCE_THRESHOLD = 0.75;
// Smoothing this strong keeps a word seen once or twice in a kind's examples from making the model sure.
const SMOOTHING = 0.5;

const STOP_WORDS = new Set(
  (
    'the a an and or but so to of in on at for with my me i im ive its it is are was were be been am this that ' +
    'these those just really very too get got going go have has had do does did not no dont cant wont about ' +
    'from up out as by if when what how all any some one two then than there their they them we our you your ' +
    'he she his her him us more most much can will would could should feel feeling like know think want need ' +
    'still keep even also again next week day days month year today tomorrow after before never than ' +
    'doing done while because being ever lot thing things'
  ).split(' '),
);

const stem = (word: string) => word.replace(/(ing|ed|es|s|ly)$/, '').slice(0, 8);

/** The words of a text that carry its meaning, stemmed, in order (the same words the classifier reads). */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

function features(text: string): string[] {
  const words = contentWords(text);
  const out = [...new Set(words)];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]}_${words[i + 1]}`);
  return out;
}

let model: NaiveBayes | null = null;

function trained(): NaiveBayes {
  model ??= trainNaiveBayes(
    Object.values(speechContent().kinds).flatMap((content) =>
      content.examples.map((text) => ({ text, label: content.kind })),
    ),
    features,
    SMOOTHING,
  );
  return model;
}

/** The kind of situation a context describes, or `general` when the model is not sure. */
export function classifySituation(text: string): Classification {
  const bayes = trained();
  // People say what they face first and its story after: the first sentence counts twice.
  const first = /^[^.!?\n]*/.exec(text)?.[0] ?? '';
  const seen = [...features(text), ...(first.length < text.length ? features(first) : [])];
  const ranked = posteriors(bayes, seen);
  const [top] = ranked;
  const best = top?.label ?? 'general';
  const confidence = top?.posterior ?? 0;
  if (best === 'general' || confidence < CONFIDENCE_THRESHOLD) return { kind: 'general', confidence, ranked };
  return { kind: best, confidence, ranked };
}
