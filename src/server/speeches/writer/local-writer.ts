import { boundedMemo } from './bounded-memo';
import type { Slot } from './entries';
import { findLeaks } from './hygiene';
import { between, mulberry32, type Random, randomSeed } from './prng';
import { countWords } from './quality';
import { analyse, elementWeight, practicalWeight, type SpeechShaping } from './shaping';
import { type ComposedSentence, type Paragraph, type Quotas, SpeechBuilder } from './speech-builder';
import {
  EMPTY_PROFILE,
  type Section,
  type SpeechWriter,
  type WriteRequest,
  type WriterProfile,
} from './types';

export type { ComposedSentence } from './speech-builder';

export type ComposedSpeech = {
  text: string;
  paragraphs: string[];
  /** Every sentence with the section it came from, so callers and tests can see the speech's shape. */
  sentences: ComposedSentence[];
  wordCount: number;
  seed: number;
  shaping: SpeechShaping;
};

export type ComposeOptions = {
  /** What the final pass does with a sentence that leaks a template: production drops it, tests throw,
   * the quality eval keeps it so the leak is counted. */
  onLeak?: 'drop' | 'throw' | 'keep';
};

// Chance that a paragraph of this section opens with a stand-alone transition line.
const LEAD_CHANCE: Partial<Record<Section, number>> = {
  story: 0.45,
  action: 0.3,
  reframe: 0.15,
  affirmation: 0.1,
  closing: 0.35,
};

function quotas(shaping: SpeechShaping, profile: WriterProfile): Quotas {
  const personal = elementWeight(profile, 'personal_connection') >= 0.5 ? 1 : 0;
  const size = { short: 0, medium: 1, long: 2, extended: 3 }[shaping.duration];
  const key = [2, 3, 5, 6][size] ?? 2;
  const target: Record<Slot, number> = {
    key: key + personal,
    event: 0,
    time: [2, 2, 3, 3][size] ?? 2,
    worry: 1,
    goal: size >= 2 ? 2 : 1,
    name: size === 0 && !personal ? 1 : 2,
  };
  const max: Record<Slot, number> = {
    ...target,
    key: target.key + (size === 0 ? 1 : 3),
    time: target.time + (size === 0 ? 0 : 1),
    worry: size >= 2 && personal ? 2 : 1,
  };
  return { target, max };
}

type Step = { section: Section; size: number };

/** The middle of the speech: reframe, story, action, affirmation, repeated and reweighted by feedback. */
function* middlePlan(shaping: SpeechShaping, profile: WriterProfile, random: Random): Generator<Step> {
  const practical = practicalWeight(profile);
  const examples = elementWeight(profile, 'specific_examples');
  const uplift = Math.max(
    elementWeight(profile, 'encouraging_words'),
    elementWeight(profile, 'emotional_language'),
    elementWeight(profile, 'motivating_energy'),
  );
  const action = (): Step => ({ section: 'action', size: between(random, 3, 4) + Math.round(practical * 2) });
  const affirmation = (): Step => ({
    section: 'affirmation',
    size: between(random, 2, 3) + (uplift >= 0.5 ? 1 : 0),
  });
  const reframe = (): Step => ({ section: 'reframe', size: between(random, 3, 4) });
  const story: Step = { section: 'story', size: 0 };
  const short = shaping.duration === 'short';
  if (short) {
    if (examples >= 0.5) yield story;
    if (practical < 0.5) yield reframe();
    yield practical < 0.5 ? { section: 'action', size: between(random, 2, 3) } : action();
    yield affirmation();
    if (practical >= 0.5) yield action();
  }
  // Long speeches lean on stories, the largest part of the library, so two versions share less.
  const long = shaping.duration === 'long' || shaping.duration === 'extended';
  for (;;) {
    const steps: Step[] = [];
    if (practical < 0.5 || random() < 0.5) steps.push(reframe());
    if (long || random() < 0.8 + examples * 0.2) steps.push(story);
    if (!long || uplift >= 0.5 || random() < 0.5) steps.push(affirmation());
    if (examples >= 0.5 || (long && random() < 0.5)) steps.push(story);
    // Each round varies its order a little, and the steps always follow an idea or a story.
    if (random() < 0.5 && steps.length > 1) steps.push(steps.shift() as Step);
    // A quick boost keeps to one set of steps unless steps are what helped.
    if (!short || practical >= 0.5) steps.splice(Math.min(steps.length, between(random, 1, 2)), 0, action());
    if (practical >= 0.5) steps.unshift(action());
    yield* steps;
  }
}

const paragraphWords = (paragraph: Paragraph) => countWords(paragraph.sentences.map((s) => s.text).join(' '));

/** Drops trailing middle material until the speech fits under the maximum without going under the minimum. */
function trim(middle: Paragraph[], frameWords: number, shaping: SpeechShaping): void {
  let words = frameWords + middle.reduce((sum, paragraph) => sum + paragraphWords(paragraph), 0);
  while (words > shaping.maxWords && middle.length > 0) {
    const last = middle.at(-1) as Paragraph;
    const lastWords = paragraphWords(last);
    if (words - lastWords >= shaping.minWords) {
      middle.pop();
      words -= lastWords;
      continue;
    }
    const removable =
      last.section !== 'story' && last.sentences.length > 2 ? last.sentences.pop() : undefined;
    if (!removable) break;
    words -= countWords(removable.text);
  }
}

// Most sentences are library lines said the same way in speech after speech, so each is checked once.
const leaksIn = boundedMemo(10_000, findLeaks);

/** The last word on hygiene: nothing with a leaked slot, doubled word or broken article reaches a reader. */
function finalPass(paragraphs: Paragraph[], onLeak: ComposeOptions['onLeak']): Paragraph[] {
  const out: Paragraph[] = [];
  for (const paragraph of paragraphs) {
    const sentences = paragraph.sentences.filter((sentence) => {
      const leaks = leaksIn(sentence.text);
      if (leaks.length > 0 && onLeak === 'throw') {
        throw new Error(`Template leak (${leaks.map((leak) => leak.problem).join(', ')}): ${sentence.text}`);
      }
      return leaks.length === 0 || onLeak === 'keep';
    });
    const previous = out.at(-1);
    if (sentences.length >= 2 || !previous) out.push({ ...paragraph, sentences });
    else previous.sentences.push(...sentences);
  }
  return out.filter((paragraph) => paragraph.sentences.length > 0);
}

/** Composes a whole speech synchronously: deterministic for a seed, random otherwise. */
export function composeSpeech(
  request: WriteRequest,
  profile: WriterProfile = EMPTY_PROFILE,
  options: ComposeOptions = {},
): ComposedSpeech {
  const shaping = analyse(request, profile);
  const seed = request.seed ?? randomSeed();
  const random = mulberry32(seed);
  const quota = quotas(shaping, profile);
  const calm = elementWeight(profile, 'calming_tone') >= 0.5;
  const builder = new SpeechBuilder(shaping, profile, random, quota, calm);
  const long = shaping.duration === 'long' || shaping.duration === 'extended';
  const personal = elementWeight(profile, 'personal_connection') >= 0.5;

  const musts = (...slots: (Slot | false | null)[]) => slots.filter((slot): slot is Slot => Boolean(slot));
  const hasTime = shaping.time !== null;
  // When concrete steps are what helped, the frame around them stays brief to leave room for them.
  const frameSize = () => (practicalWeight(profile) >= 0.5 ? 2 : between(random, 2, 3));
  const opening = builder.paragraph('opening', frameSize(), { must: musts(hasTime && 'time', 'key') });
  const acknowledgement = builder.paragraph('acknowledgement', frameSize() + (personal ? 1 : 0), {
    must: musts(shaping.worry !== null && 'worry', shaping.goalTitle !== null && 'goal'),
  });
  const goalAgain = shaping.goalTitle !== null && (long || builder.counts.goal === 0);
  const closing = builder.paragraph('closing', frameSize(), {
    must: musts(goalAgain && 'goal', hasTime && 'time', 'key'),
    lead: LEAD_CHANCE.closing,
  });

  const middle: Paragraph[] = [];
  const budget = () => shaping.targetWords - builder.words;
  const plan = middlePlan(shaping, profile, random);
  for (let stalls = 0; budget() > 10 && stalls < 12; ) {
    const step = plan.next().value as Step;
    // Lead lines are few; a long speech that used one per paragraph would use them all, every time.
    const lead = (LEAD_CHANCE[step.section] ?? 0) * (long ? 0.35 : 1);
    const paragraph = builder.paragraph(step.section, step.size, { lead, budget });
    if (paragraph) {
      middle.push(paragraph);
      stalls = 0;
    } else stalls++;
  }

  if (opening?.sentences[0] && builder.counts.name < quota.target.name) {
    opening.sentences[0] = builder.addressByName(opening.sentences[0]);
  }
  if (closing && builder.counts.name < quota.target.name) {
    const shortest = closing.sentences.reduce(
      (best, sentence, index) =>
        countWords(sentence.text) < countWords(closing.sentences[best]?.text ?? '') ? index : best,
      0,
    );
    const sentence = closing.sentences[shortest];
    if (sentence) closing.sentences[shortest] = builder.closeWithName(sentence);
  }

  const frame = [opening, acknowledgement, closing];
  trim(
    middle,
    frame.reduce((sum, p) => sum + (p ? paragraphWords(p) : 0), 0),
    shaping,
  );
  const ordered = [opening, acknowledgement, ...middle, closing].filter((p): p is Paragraph => p !== null);
  const paragraphs = finalPass(ordered, options.onLeak ?? 'drop');
  const texts = paragraphs.map((paragraph) => paragraph.sentences.map((sentence) => sentence.text).join(' '));
  const text = texts.join('\n\n');
  return {
    text,
    paragraphs: texts,
    sentences: paragraphs.flatMap((paragraph) => paragraph.sentences),
    wordCount: countWords(text),
    seed,
    shaping,
  };
}

/** Writes a speech's paragraphs: composeSpeech here, or in a writer worker (writer-workers.ts). */
export type ComposeParagraphs = (request: WriteRequest, profile: WriterProfile) => Promise<readonly string[]>;

const composeHere: ComposeParagraphs = async (request, profile) => composeSpeech(request, profile).paragraphs;

export function createLocalWriter(compose: ComposeParagraphs = composeHere): SpeechWriter {
  return {
    name: 'local',
    async *write(request, profile) {
      yield { type: 'writtenBy', writer: 'local' };
      const paragraphs = await compose(request, profile);
      // Composing takes milliseconds, so the first paragraph goes out at once and the rest follow as chunks.
      for (const [index, paragraph] of paragraphs.entries())
        yield { type: 'chunk', text: index === 0 ? paragraph : `\n\n${paragraph}` };
    },
  };
}
