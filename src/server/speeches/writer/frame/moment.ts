import { speechContent } from '../content/load-content';
import { MOMENTS, type Moment } from '../content/schema';
import { type NaiveBayes, posteriors, trainNaiveBayes } from './naive-bayes';

// Whether what a person faces is still ahead, already over or going on, read by naive Bayes trained on
// content/speech/moments.yaml. Unlike the situation's kind, the moment lives in the small words ("will",
// "just", "been", "since") and in tense, so every word counts and past and present participles are features
// of their own.

const SMOOTHING = 0.5;

function features(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const out = [...words];
  for (const word of words) {
    if (/[a-z]{3,}ed$/.test(word)) out.push('#ed');
    if (/[a-z]{3,}ing$/.test(word)) out.push('#ing');
  }
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]}_${words[i + 1]}`);
  return out;
}

let model: NaiveBayes | null = null;

function trained(): NaiveBayes {
  const { moments } = speechContent();
  model ??= trainNaiveBayes(
    MOMENTS.flatMap((moment) => moments[moment].map((text) => ({ text, label: moment }))),
    features,
    SMOOTHING,
  );
  return model;
}

/** The moments, likeliest first, as the person's words read. */
export function momentsByLikelihood(text: string): { moment: Moment; likelihood: number }[] {
  return posteriors(trained(), features(text)).map(({ label, posterior }) => ({
    moment: label as Moment,
    likelihood: posterior,
  }));
}
