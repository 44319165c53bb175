import { speechContent } from '../content/load-content';
import { type NaiveBayes, posteriors, trainNaiveBayes } from './naive-bayes';

// Which kind of situation a context describes: multinomial naive Bayes over its words and word pairs,
// trained on the example contexts in each kind's content file. The speech draws on a kind's own content
// only when the model is sure: a confident posterior, and at least one of the words that most set that
// kind apart from the others. Otherwise the situation is read as `general`, whose content is true of any
// situation with that moment.

export type Classification = { kind: string; confidence: number };

/** Posterior a kind needs before its own content is used. */
const CONFIDENCE_THRESHOLD = 0.7;
/** A posterior this high is taken without an anchor word. */
const SURE = 0.9;
const SMOOTHING = 0.2;
/** How many of a kind's most distinctive words count as evidence for it. */
const ANCHORS_PER_KIND = 120;

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

type Model = { bayes: NaiveBayes; anchors: Map<string, Set<string>> };

function train(examples: readonly { text: string; label: string }[]): Model {
  const bayes = trainNaiveBayes(examples, features, SMOOTHING);
  const { labels, vocabulary } = bayes;
  const size = vocabulary.size;
  const everywhere = [...labels.values()].reduce((sum, counts) => sum + counts.total, 0);
  const anchors = new Map<string, Set<string>>();
  for (const [kind, model] of labels) {
    // Anchors: single words far more likely in this kind than in all the others together.
    const ranked = [...model.counts]
      // A word seen once may be chance; an anchor is a word the kind's examples use again and again.
      .filter(([feature, count]) => !feature.includes('_') && count >= 2)
      .map(([feature, count]) => {
        const inside = (count + SMOOTHING) / (model.total + SMOOTHING * size);
        const outside =
          ((vocabulary.get(feature) ?? 0) - count + SMOOTHING) / (everywhere + SMOOTHING * size);
        return [feature, Math.log(inside / outside)] as const;
      })
      .sort((a, b) => b[1] - a[1]);
    anchors.set(kind, new Set(ranked.slice(0, ANCHORS_PER_KIND).map(([feature]) => feature)));
  }
  return { bayes, anchors };
}

let model: Model | null = null;

function trained(): Model {
  model ??= train(
    Object.values(speechContent().kinds).flatMap((content) =>
      content.examples.map((text) => ({ text, label: content.kind })),
    ),
  );
  return model;
}

/** The kind of situation a context describes, or `general` when the model is not sure. */
export function classifySituation(text: string): Classification {
  const { bayes, anchors } = trained();
  // People say what they face first and its story after: the first sentence counts twice.
  const first = /^[^.!?\n]*/.exec(text)?.[0] ?? '';
  const seen = [...features(text), ...(first.length < text.length ? features(first) : [])];
  const [top] = posteriors(bayes, seen);
  const best = top?.label ?? 'general';
  const confidence = top?.posterior ?? 0;
  const anchored = seen.some((feature) => anchors.get(best)?.has(feature));
  // A near-certain posterior needs no anchor; a merely likely one needs one of the kind's telling words.
  if (best === 'general' || confidence < CONFIDENCE_THRESHOLD || (!anchored && confidence < SURE))
    return { kind: 'general', confidence };
  return { kind: best, confidence };
}
