import { speechContent } from '../content/load-content';

// Which kind of situation a context describes: multinomial naive Bayes over its words and word pairs,
// trained on the example contexts in each kind's content file. The speech draws on a kind's own content
// only when the model is sure: a confident posterior, and at least one of the words that most set that
// kind apart from the others. Otherwise the situation is read as `general`, whose content is true of any
// situation with that moment.

export type Classification = { kind: string; confidence: number };

/** Posterior a kind needs before its own content is used. */
export const CONFIDENCE_THRESHOLD = 0.7;
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

type KindModel = { prior: number; counts: Map<string, number>; total: number; anchors: Set<string> };
type Model = { kinds: Map<string, KindModel>; vocabulary: Map<string, number> };

function train(examples: readonly { text: string; kind: string }[]): Model {
  const kinds = new Map<string, KindModel>();
  const vocabulary = new Map<string, number>();
  for (const { text, kind } of examples) {
    let model = kinds.get(kind);
    if (!model) {
      model = { prior: 0, counts: new Map(), total: 0, anchors: new Set() };
      kinds.set(kind, model);
    }
    model.prior++;
    for (const feature of features(text)) {
      model.counts.set(feature, (model.counts.get(feature) ?? 0) + 1);
      model.total++;
      vocabulary.set(feature, (vocabulary.get(feature) ?? 0) + 1);
    }
  }
  const size = vocabulary.size;
  const everywhere = [...kinds.values()].reduce((sum, model) => sum + model.total, 0);
  for (const model of kinds.values()) {
    model.prior /= examples.length;
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
    model.anchors = new Set(ranked.slice(0, ANCHORS_PER_KIND).map(([feature]) => feature));
  }
  return { kinds, vocabulary };
}

let model: Model | null = null;

function trained(): Model {
  model ??= train(
    Object.values(speechContent().kinds).flatMap((content) =>
      content.examples.map((text) => ({ text, kind: content.kind })),
    ),
  );
  return model;
}

/** The kind of situation a context describes, or `general` when the model is not sure. */
export function classifySituation(text: string): Classification {
  const { kinds, vocabulary } = trained();
  // People say what they face first and its story after: the first sentence counts twice.
  const first = /^[^.!?\n]*/.exec(text)?.[0] ?? '';
  const seen = [...features(text), ...(first.length < text.length ? features(first) : [])];
  const size = vocabulary.size;
  let best = 'general';
  let bestScore = Number.NEGATIVE_INFINITY;
  const scores: number[] = [];
  for (const [kind, kindModel] of kinds) {
    let score = Math.log(kindModel.prior);
    for (const feature of seen) {
      if (!vocabulary.has(feature)) continue;
      score += Math.log(
        ((kindModel.counts.get(feature) ?? 0) + SMOOTHING) / (kindModel.total + SMOOTHING * size),
      );
    }
    scores.push(score);
    if (score > bestScore) {
      bestScore = score;
      best = kind;
    }
  }
  const confidence = 1 / scores.reduce((sum, score) => sum + Math.exp(score - bestScore), 0);
  const anchored = seen.some((feature) => kinds.get(best)?.anchors.has(feature));
  // A near-certain posterior needs no anchor; a merely likely one needs one of the kind's telling words.
  if (best === 'general' || confidence < CONFIDENCE_THRESHOLD || (!anchored && confidence < SURE))
    return { kind: 'general', confidence };
  return { kind: best, confidence };
}
