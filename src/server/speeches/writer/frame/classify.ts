import { speechContent } from '../content/load-content';
import { type NaiveBayes, posteriors, trainNaiveBayes } from './naive-bayes';
import { plain, says } from './read-words';

// Which kind of situation a context describes: multinomial naive Bayes over its words and word pairs,
// trained on the example contexts in each kind's content file. The speech draws on a kind's own content
// only when the model is sure; otherwise the situation is read as `general`, whose content is true of any
// situation with that moment: a speech that says less is better than one about the wrong situation.
// Naive Bayes is sure too easily when a situation is one no kind covers (a chess tournament, a baptism):
// words common to many kinds add up. So a kind is chosen only when the text names one of its events (its
// content's cues: "gcses", "vows") or has one of its telling words: a word or word pair that at least two
// of its examples use and that is mostly its own (see `telling`). Good news of any situation is
// `celebration`'s, so it needs no telling word of its own.
const CATCH_ALL = new Set(['general', 'celebration']);

export type Classification = {
  kind: string;
  confidence: number;
  /** Every kind with its posterior, likeliest first. */
  ranked: readonly { label: string; posterior: number }[];
};

/** Posterior a kind needs before its own content is used. */
export const CONFIDENCE_THRESHOLD = 0.75;
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

/** How many of a kind's examples must use a word for it to be telling of the kind. */
const TELLING_USES = 2;
/** The share of a word's use, each kind's weighed by its number of examples, that must be the kind's own. */
const TELLING_SHARE = 0.4;

type Model = { bayes: NaiveBayes; telling: Map<string, Set<string>> };
let model: Model | null = null;

/** Each word or word pair that tells a kind, with the kinds it tells. */
function telling(examples: readonly { text: string; label: string }[]): Map<string, Set<string>> {
  const perKind = new Map<string, number>();
  const uses = new Map<string, Map<string, number>>();
  for (const { text, label } of examples) {
    perKind.set(label, (perKind.get(label) ?? 0) + 1);
    for (const feature of new Set(features(text))) {
      const byKind = uses.get(feature) ?? new Map<string, number>();
      byKind.set(label, (byKind.get(label) ?? 0) + 1);
      uses.set(feature, byKind);
    }
  }
  const tells = new Map<string, Set<string>>();
  for (const [feature, byKind] of uses) {
    const rate = (kind: string) => (byKind.get(kind) ?? 0) / (perKind.get(kind) ?? 1);
    const all = [...byKind.keys()].reduce((sum, kind) => sum + rate(kind), 0);
    const kinds = [...byKind]
      .filter(([kind, count]) => count >= TELLING_USES && rate(kind) / all >= TELLING_SHARE)
      .map(([kind]) => kind);
    if (kinds.length > 0) tells.set(feature, new Set(kinds));
  }
  return tells;
}

function trained(): Model {
  if (model) return model;
  // A kind written for a listener is chosen by who the words are for (frame/audience.ts), not learned.
  const examples = Object.values(speechContent().kinds)
    .filter((content) => content.audience === undefined)
    .flatMap((content) => content.examples.map((text) => ({ text, label: content.kind })));
  model = { bayes: trainNaiveBayes(examples, features, SMOOTHING), telling: telling(examples) };
  return model;
}

/** The kind of situation a context describes, or `general` when the model is not sure; never one of the
 * `ruledOut` kinds, nor one whose `never` words it says (the others' posteriors are theirs in proportion).
 * A long story can bury what it is about: its many words add up for kinds none of them names (a carer's
 * week of appointments, a stroke's months of recovery). When the whole is unsure, the first sentence, where
 * people say what they face, is read alone, with the whole's words still ruling kinds in or out. */
export function classifySituation(text: string, ruledOut: readonly string[] = []): Classification {
  const whole = classifyWords(text, text, ruledOut);
  const first = /^[^.!?\n]*[.!?\n]/.exec(text)?.[0] ?? text;
  if (whole.kind !== 'general' || first.length >= text.trim().length) return whole;
  const opening = classifyWords(first, text, ruledOut);
  return opening.kind === 'general' ? whole : opening;
}

/** `classifySituation` on the words of `text`, with whether a kind is named or ruled out read from `all`. */
function classifyWords(text: string, all: string, ruledOut: readonly string[]): Classification {
  const { bayes, telling } = trained();
  // People say what they face first and its story after: the first sentence counts twice.
  const first = /^[^.!?\n]*/.exec(text)?.[0] ?? '';
  const seen = [...features(text), ...(first.length < text.length ? features(first) : [])];
  const told = new Set(seen.flatMap((feature) => [...(telling.get(feature) ?? [])]));
  const words = plain(all);
  const unnamed = new Set<string>();
  for (const content of Object.values(speechContent().kinds)) {
    if (content.events.some(({ cues }) => cues.some((cue) => says(words, cue)))) told.add(content.kind);
    for (const needed of [content.needs, content.needs_also])
      if (needed.length > 0 && !needed.some((cue) => says(words, cue))) unnamed.add(content.kind);
  }
  // A kind whose words name what it leaves to another (a eulogy is no toast) is out, its share the others'.
  const leftToOthers = new Set(
    Object.values(speechContent().kinds)
      .filter((content) => content.never.some((cue) => says(words, cue)))
      .map(({ kind }) => kind),
  );
  const possible = posteriors(bayes, seen).filter(
    ({ label }) => !ruledOut.includes(label) && !leftToOthers.has(label),
  );
  const total = possible.reduce((sum, { posterior }) => sum + posterior, 0) || 1;
  const ranked = possible
    .map(({ label, posterior }) => ({ label, posterior: posterior / total }))
    .filter(({ label }) => CATCH_ALL.has(label) || told.has(label));
  const [top] = ranked;
  const best = top?.label ?? 'general';
  const confidence = top?.posterior ?? 0;
  if (best === 'general' || confidence < CONFIDENCE_THRESHOLD || unnamed.has(best))
    return { kind: 'general', confidence, ranked };
  return { kind: best, confidence, ranked };
}
