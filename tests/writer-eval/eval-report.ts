import { DURATIONS, type Duration, TONES, VOICE_STYLES } from '../../src/common/enums';
import {
  type ComposedSpeech,
  composeSpeech,
  slotValues,
} from '../../src/server/speeches/writer/compose/compose-speech';
import { fillTemplate } from '../../src/server/speeches/writer/compose/fill';
import { slotTemplates } from '../../src/server/speeches/writer/compose/materials';
import { MISREADS } from '../../src/server/speeches/writer/eval/misreads';
import type { DevCase } from '../../src/server/speeches/writer/eval/types';
import { repeatedSentences, saysPhrase, sentenceOverlap } from '../../src/server/speeches/writer/quality';
import { analyse } from '../../src/server/speeches/writer/shaping';
import { EMPTY_PROFILE } from '../../src/server/speeches/writer/types';

// The writer's quality bars, measured the way a careful reader would (npm run eval:writer): does the
// speech say back the person's situation, does it ever misread it, is every slot grammatical, is it the
// right length, does it repeat itself, do two versions differ, and is it one thread (few stories, calm
// punctuation)?

export type Bars = {
  speeches: number;
  /** Share of speeches that say back at least two of the words naming the person's situation. */
  shareSayingBack: number;
  /** Speeches with a word that belongs to another kind of situation. */
  misreads: number;
  shareWithinRange: number;
  repeatedSentences: number;
  /** Jaccard overlap of the sentences of two speeches for the same request (two seeds). */
  meanOverlap: number;
  maxStoriesPer400Words: number;
  maxExclamationsPer80Words: number;
  meanWords: number;
};

export type HalfReport = Bars & {
  cases: number;
  kindAccuracy: number;
  /** Every slotted line filled with every case's own words: the problems at the joins (see fill.ts). */
  brokenSlots: number;
  byDuration: Record<Duration, Bars>;
};

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/** The misread phrases found in a speech for a case of this kind. */
export function misreadsIn(text: string, kind: DevCase['kind']): string[] {
  return MISREADS[kind].filter((phrase) => saysPhrase(text, phrase));
}

export function saysBack(text: string, words: readonly string[]): boolean {
  const hits = words.filter((word) => saysPhrase(text, word)).length;
  return hits >= Math.min(2, words.length);
}

type Sample = {
  duration: Duration;
  words: number;
  sayBack: boolean;
  misread: boolean;
  inRange: boolean;
  repeats: number;
  overlap?: number;
  storiesPer400: number;
  exclamationsPer80: number;
};

function sample(speech: ComposedSpeech, evalCase: DevCase, duration: Duration): Sample {
  const { text, wordCount } = speech;
  const stories = new Set(speech.sentences.filter((s) => s.section === 'story').map((s) => s.entryId)).size;
  return {
    duration,
    words: wordCount,
    sayBack: saysBack(text, evalCase.sayBack),
    misread: misreadsIn(text, evalCase.kind).length > 0,
    inRange: wordCount >= speech.shaping.minWords && wordCount <= speech.shaping.maxWords,
    repeats: repeatedSentences(text),
    storiesPer400: stories / Math.max(1, wordCount / 400),
    exclamationsPer80: (text.match(/!/g) ?? []).length / Math.max(1, wordCount / 80),
  };
}

function summarise(samples: readonly Sample[]): Bars {
  const share = (test: (s: Sample) => boolean) =>
    round(samples.filter(test).length / Math.max(1, samples.length));
  const overlaps = samples.flatMap((s) => (s.overlap === undefined ? [] : [s.overlap]));
  return {
    speeches: samples.length,
    shareSayingBack: share((s) => s.sayBack),
    misreads: samples.filter((s) => s.misread).length,
    shareWithinRange: share((s) => s.inRange),
    repeatedSentences: samples.reduce((sum, s) => sum + s.repeats, 0),
    meanOverlap: round(overlaps.reduce((a, b) => a + b, 0) / Math.max(1, overlaps.length)),
    maxStoriesPer400Words: round(Math.max(0, ...samples.map((s) => s.storiesPer400)), 2),
    maxExclamationsPer80Words: round(Math.max(0, ...samples.map((s) => s.exclamationsPer80)), 2),
    meanWords: Math.round(samples.reduce((sum, s) => sum + s.words, 0) / Math.max(1, samples.length)),
  };
}

/** Writes every case at every length twice (two seeds), varying tone and voice, and measures them. */
export function evaluate(cases: readonly DevCase[], seeds: readonly [number, number] = [1, 2]): HalfReport {
  const samples: Sample[] = [];
  let kindHits = 0;
  let brokenSlots = 0;
  const templates = slotTemplates();
  for (const [index, evalCase] of cases.entries()) {
    const request = {
      context: evalCase.context,
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration: 'short',
    } as const;
    const analysis = analyse({ ...request, goalTitle: evalCase.goalTitle ?? null }, EMPTY_PROFILE);
    const values = slotValues(analysis.shaping, analysis);
    for (const template of templates) brokenSlots += fillTemplate(template, values)?.problems.length ?? 0;
    for (const duration of DURATIONS) {
      const request = {
        context: evalCase.context,
        tone: TONES[index % TONES.length] ?? 'encouraging',
        voiceStyle: VOICE_STYLES[index % VOICE_STYLES.length] ?? 'warm',
        duration,
        firstName: evalCase.firstName ?? null,
        goalTitle: evalCase.goalTitle ?? null,
      };
      const [first, second] = seeds.map((seed) =>
        composeSpeech({ ...request, seed }, EMPTY_PROFILE, { onLeak: 'keep' }),
      ) as [ComposedSpeech, ComposedSpeech];
      if (duration === 'short' && first.shaping.kind === evalCase.kind) kindHits++;
      samples.push({
        ...sample(first, evalCase, duration),
        overlap: sentenceOverlap(first.text, second.text),
      });
      samples.push(sample(second, evalCase, duration));
    }
  }
  return {
    cases: cases.length,
    kindAccuracy: round(kindHits / Math.max(1, cases.length)),
    brokenSlots,
    ...summarise(samples),
    byDuration: Object.fromEntries(
      DURATIONS.map((duration) => [duration, summarise(samples.filter((s) => s.duration === duration))]),
    ) as Record<Duration, Bars>,
  };
}
