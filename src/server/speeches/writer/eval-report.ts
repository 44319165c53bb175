import { DURATIONS, type Duration } from '../../../common/enums';
import { librarySentenceCount } from './entries';
import { EVAL_CASES, evalRequests } from './eval-set';
import { type ComposedSpeech, composeSpeech } from './local-writer';
import {
  countMentions,
  fleschReadingEase,
  repeatedSentences,
  sentenceKey,
  sentenceOverlap,
  templateLeaks,
} from './quality';
import { EMPTY_PROFILE } from './types';

export type DurationReport = {
  speeches: number;
  meanWords: number;
  shareWithinRange: number;
  shareMentioningKeyPhrase: number;
  repeatedSentences: number;
  /** Jaccard overlap of sentence sets between two seeds of the same request. */
  meanPairwiseOverlap: number;
  /** The same, counted on the library lines chosen rather than on the finished sentences. */
  meanPairwiseLineOverlap: number;
  templateLeaks: number;
  meanFleschReadingEase: number;
};

export type EvalReport = {
  cases: number;
  requests: number;
  seeds: readonly [number, number];
  librarySentences: number;
  themeAccuracy: number;
  byDuration: Record<Duration, DurationReport>;
  overall: DurationReport;
};

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;
const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

type Sample = {
  duration: Duration;
  words: number;
  inRange: boolean;
  mentions: boolean;
  repeats: number;
  leaks: number;
  flesch: number;
  /** Set on the first speech of each pair only: overlap belongs to the pair. */
  overlap?: { sentences: number; lines: number };
};

function summarise(samples: Sample[]): DurationReport {
  const share = (test: (sample: Sample) => boolean) =>
    round(samples.filter(test).length / Math.max(1, samples.length));
  const pairs = samples.flatMap((sample) => (sample.overlap ? [sample.overlap] : []));
  return {
    speeches: samples.length,
    meanWords: Math.round(mean(samples.map((s) => s.words))),
    shareWithinRange: share((s) => s.inRange),
    shareMentioningKeyPhrase: share((s) => s.mentions),
    repeatedSentences: samples.reduce((sum, s) => sum + s.repeats, 0),
    meanPairwiseOverlap: round(mean(pairs.map((pair) => pair.sentences))),
    meanPairwiseLineOverlap: round(mean(pairs.map((pair) => pair.lines))),
    templateLeaks: samples.reduce((sum, s) => sum + s.leaks, 0),
    meanFleschReadingEase: round(mean(samples.map((s) => s.flesch)), 1),
  };
}

const lines = (speech: ComposedSpeech) =>
  new Set(speech.sentences.map((s) => s.entryId ?? sentenceKey(s.text)));

/** Writes every eval request twice (two seeds) with the local writer and measures the results. */
export function runEval(seeds: readonly [number, number] = [1, 2]): EvalReport {
  const samples: Sample[] = [];
  let themeHits = 0;
  const requests = evalRequests();
  for (const { evalCase, request } of requests) {
    const [first, second] = seeds.map((seed) =>
      composeSpeech({ ...request, seed }, EMPTY_PROFILE, { onLeak: 'keep' }),
    ) as [ComposedSpeech, ComposedSpeech];
    if (first.shaping.theme === evalCase.theme) themeHits++;
    for (const speech of [first, second]) {
      const { minWords, maxWords } = speech.shaping;
      samples.push({
        duration: request.duration,
        words: speech.wordCount,
        inRange: speech.wordCount >= minWords && speech.wordCount <= maxWords,
        mentions: countMentions(speech.text, evalCase.mentions) > 0,
        repeats: repeatedSentences(speech.text),
        leaks: templateLeaks(speech.text),
        flesch: fleschReadingEase(speech.text),
        ...(speech === first && {
          overlap: {
            sentences: sentenceOverlap(first.text, second.text),
            lines: jaccard(lines(first), lines(second)),
          },
        }),
      });
    }
  }
  return {
    cases: EVAL_CASES.length,
    requests: requests.length,
    seeds,
    librarySentences: librarySentenceCount(sentenceKey),
    themeAccuracy: round(themeHits / requests.length),
    byDuration: Object.fromEntries(
      DURATIONS.map((duration) => [duration, summarise(samples.filter((s) => s.duration === duration))]),
    ) as Record<Duration, DurationReport>,
    overall: summarise(samples),
  };
}
