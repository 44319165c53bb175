import { stringBytes } from '../../../cache/byte-lru';
import { boundedMemo } from '../bounded-memo';
import { findLeaks, lowerFirst } from '../hygiene';
import { mulberry32, randomSeed } from '../prng';
import { countWords } from '../quality';
import { type Analysis, analyse, elementWeight, practicalWeight, type SpeechShaping } from '../shaping';
import { EMPTY_PROFILE, type Section, type WriteRequest, type WriterProfile } from '../types';
import { type ComposedSentence, Drawer, type Line } from './draw';
import { fillTemplate, type SlotValues } from './fill';
import { type Materials, materialsFor, type StepLines } from './materials';

export type { ComposedSentence } from './draw';

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
  /** An analysis already made for this request (the server makes one per generation). */
  analysis?: Analysis;
};

type Size = 0 | 1 | 2 | 3;
const SIZES = { short: 0, medium: 1, long: 2, extended: 3 } as const;
const MAX_PARAGRAPH = 5;
const WORDS_PER_STORY = 400;
/** The share of a pool kept unsaid while other pools still have lines. */
const SPARE = 2 / 3;

/** This request's words for the slots. */
export function slotValues(shaping: SpeechShaping, analysis: Analysis): SlotValues {
  const { told } = analysis.context.reading;
  return {
    situation: shaping.keyPhrase || null,
    worry: shaping.worry,
    time: shaping.time,
    goal: shaping.goalTitle ? `“${shaping.goalTitle}”` : null,
    told: told && 'clause' in told ? told.clause : null,
    about: told && 'about' in told ? told.about : null,
  };
}

/** Fills a template for this request; null when a slot has no value or filling it would break the grammar. */
function filler(values: SlotValues): (template: string) => string | null {
  return (template) => {
    const filled = fillTemplate(template, values);
    return filled && filled.problems.length === 0 ? filled.text : null;
  };
}

/** The thread's parts as they are written, before they are cut into paragraphs. */
type Parts = Record<Section, ComposedSentence[][]>;

function emptyParts(): Parts {
  return {
    opening: [],
    acknowledgement: [],
    worry: [],
    reframe: [],
    story: [],
    action: [],
    rehearsal: [],
    setback: [],
    encouragement: [],
    closing: [],
  };
}

const wordsOf = (sentences: readonly ComposedSentence[]) =>
  sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0);

/** Writes one speech to a plan: the person's words, their worry, a reframe, steps that fit, their time. */
class Composer {
  readonly parts = emptyParts();
  private readonly steps: StepLines[];
  private readonly otherSteps: StepLines[];

  constructor(
    private readonly drawer: Drawer,
    private readonly m: Materials,
    private readonly shaping: SpeechShaping,
    private readonly size: Size,
    private readonly random: () => number,
  ) {
    // Steps that answer the named worry come first; the rest in a fresh order each speech.
    const rest = [...m.steps];
    for (let i = rest.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rest[i], rest[j]] = [rest[j] as StepLines, rest[i] as StepLines];
    }
    this.steps = [...m.worrySteps, ...rest];
    this.otherSteps = [...m.otherWorrySteps];
    for (let i = this.otherSteps.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [this.otherSteps[i], this.otherSteps[j]] = [
        this.otherSteps[j] as StepLines,
        this.otherSteps[i] as StepLines,
      ];
    }
    this.stepCount = { steps: this.steps.length, other: this.otherSteps.length };
  }

  private readonly stepCount: { steps: number; other: number };

  /** Whether a pool of steps still has more than its spare share left (see SPARE). */
  stepsToSpare(other: boolean): boolean {
    const [left, all] = other
      ? [this.otherSteps.length, this.stepCount.other]
      : [this.steps.length, this.stepCount.steps];
    return left > all * SPARE;
  }

  private add(section: Section, sentences: ComposedSentence[], newParagraph = false) {
    if (sentences.length === 0) return 0;
    const paragraphs = this.parts[section];
    const last = paragraphs.at(-1);
    if (!newParagraph && last && last.length + sentences.length <= MAX_PARAGRAPH) last.push(...sentences);
    else paragraphs.push(sentences);
    return wordsOf(sentences);
  }

  take(section: Section, pool: readonly Line[], count: number, newParagraph = false): number {
    return count > 0 ? this.add(section, this.drawer.take(pool, count, section), newParagraph) : 0;
  }

  opening() {
    const { told } = this.m;
    this.take('opening', told, 1);
    this.take('opening', this.m.openings, 1);
    if (this.size >= 1) this.take('opening', this.m.openingsPlain, 1);
  }

  /** The worry they named, said back and taken seriously, then turned. Their account, said back first,
   * may already hold it word for word; then it is not said twice. */
  worry(toldAlready: boolean) {
    if (this.shaping.worry && !toldAlready) this.take('worry', this.m.worryNamed, 1, true);
    this.take('worry', this.m.worryReframes, this.size === 0 ? 1 : 2);
  }

  /** One step: its instruction and `details` of the lines that explain it, in their order, as a paragraph
   * of its own. Which details a short step keeps changes from speech to speech. */
  step(details: number, from: StepLines[] = this.steps): number {
    const open = from.filter((step) => step[0] && !this.drawer.said(step[0]));
    // A step the person heard in a recent speech waits until the fresh ones are used.
    const next = open.find((step) => !this.drawer.heardRecently(step[0] as Line)) ?? open[0];
    if (!next) return 0;
    from.splice(from.indexOf(next), 1);
    const [instruction, ...rest] = next as [Line, ...Line[]];
    const kept = rest
      .map((line) => ({ line, order: this.random() }))
      .sort((a, b) => a.order - b.order)
      .slice(0, details)
      .map(({ line }) => line);
    const chosen = [instruction, ...rest.filter((line) => kept.includes(line))];
    return this.add('action', this.drawer.takeInOrder(chosen, chosen.length, 'action'), true);
  }

  deeperStep(details: number): number {
    return this.step(details, this.otherSteps);
  }

  actions(count: number, details: number) {
    const lead = this.drawer.take(this.m.toSteps, 1, 'action');
    let added = 0;
    for (let i = 0; i < count; i++) added += this.step(details);
    const first = this.parts.action[0];
    if (first && lead.length > 0) first.unshift(...lead);
    return added;
  }

  /** Picturing the moment, or what to do if it goes wrong: a lead line, then the kind's own lines. */
  lead(section: 'rehearsal' | 'setback', lead: readonly Line[], pool: readonly Line[], count: number) {
    if (pool.length === 0) return 0;
    const sentences = this.drawer.take(pool, count, section);
    if (sentences.length === 0) return 0;
    const intro = this.parts[section].length === 0 ? this.drawer.take(lead, 1, section) : [];
    return this.add(section, [...intro, ...sentences]);
  }

  story() {
    return this.add('story', this.drawer.take(this.m.stories, 1, 'story'), true);
  }

  closing() {
    if (this.shaping.time) this.take('closing', this.m.closingsWithTime, 1);
    this.take('closing', this.m.closings, this.size === 0 ? 1 : 2);
  }
}

function addressByName(sentence: ComposedSentence, name: string): ComposedSentence {
  if (sentence.text.includes(name)) return sentence;
  return { ...sentence, text: `${name}, ${lowerFirst(sentence.text, [name])}` };
}

function closeWithName(sentence: ComposedSentence, name: string): ComposedSentence {
  if (sentence.text.includes(name) || !/[\p{L}\p{N}][.]$/u.test(sentence.text)) return sentence;
  return { ...sentence, text: sentence.text.replace(/\.$/, `, ${name}.`) };
}

// Most sentences are library lines said the same way in speech after speech, so each is checked once.
// Nearly every answer is an empty list, so 2 MB holds well over the 10,000 lines a capacity once allowed.
const leaksIn = boundedMemo(2 * 1024 * 1024, findLeaks, (leaks) =>
  leaks.reduce((sum, leak) => sum + stringBytes(leak.problem) + stringBytes(leak.excerpt), 0),
);

/** The last word on hygiene: nothing with a leaked slot, doubled word or broken article reaches a reader. */
function finalPass(paragraphs: ComposedSentence[][], onLeak: ComposeOptions['onLeak']): ComposedSentence[][] {
  return paragraphs
    .map((paragraph) =>
      paragraph.filter((sentence) => {
        const leaks = leaksIn(sentence.text);
        if (leaks.length > 0 && onLeak === 'throw') {
          throw new Error(
            `Template leak (${leaks.map((leak) => leak.problem).join(', ')}): ${sentence.text}`,
          );
        }
        return leaks.length === 0 || onLeak === 'keep';
      }),
    )
    .filter((paragraph) => paragraph.length > 0);
}

const ORDER: readonly Section[] = [
  'opening',
  'acknowledgement',
  'worry',
  'reframe',
  'story',
  'action',
  'rehearsal',
  'setback',
  'encouragement',
  'closing',
];

/** The parts in the thread's order; a second story, if any, comes after what to do if it goes wrong. */
function ordered(parts: Parts): ComposedSentence[][] {
  const [firstStory, ...moreStories] = parts.story;
  return ORDER.flatMap((section) => {
    if (section === 'story') return firstStory ? [firstStory] : [];
    if (section === 'setback') return [...parts.setback, ...moreStories];
    return parts[section];
  });
}

/** Trims the expandable parts' last sentences until the speech fits under its maximum. */
function trim(parts: Parts, shaping: SpeechShaping) {
  let words = ORDER.reduce((sum, section) => sum + parts[section].reduce((s, p) => s + wordsOf(p), 0), 0);
  for (const section of [
    'encouragement',
    'reframe',
    'acknowledgement',
    'setback',
    'rehearsal',
    'action',
  ] as const) {
    const paragraphs = parts[section];
    while (words > shaping.maxWords && paragraphs.length > 0) {
      const last = paragraphs.at(-1) as ComposedSentence[];
      const sentence = last.at(-1) as ComposedSentence;
      if (words - countWords(sentence.text) < shaping.minWords) return;
      last.pop();
      words -= countWords(sentence.text);
      if (last.length === 0) paragraphs.pop();
    }
  }
}

/** Composes a whole speech synchronously: deterministic for a seed, random otherwise. */
export function composeSpeech(
  request: WriteRequest,
  profile: WriterProfile = EMPTY_PROFILE,
  options: ComposeOptions = {},
): ComposedSpeech {
  const analysis = options.analysis ?? analyse(request, profile);
  const { shaping, context } = analysis;
  const seed = request.seed ?? randomSeed();
  const random = mulberry32(seed);
  const calm = elementWeight(profile, 'calming_tone') >= 0.5;
  const voice = { tone: shaping.tone, style: shaping.voiceStyle, calm };
  const materials = materialsFor(context, shaping.tone, shaping.borrowedTones);
  const drawer = new Drawer(
    random,
    voice,
    filler(slotValues(shaping, analysis)),
    profile.recentSentences,
    profile.avoidancePatterns,
  );
  const size = SIZES[shaping.duration] as Size;
  const practical = practicalWeight(profile) >= 0.5;
  const examples = elementWeight(profile, 'specific_examples') >= 0.5;
  const personal = elementWeight(profile, 'personal_connection') >= 0.5;
  const uplift =
    Math.max(
      elementWeight(profile, 'encouraging_words'),
      elementWeight(profile, 'emotional_language'),
      elementWeight(profile, 'motivating_energy'),
    ) >= 0.5;
  const composer = new Composer(drawer, materials, shaping, size, random);
  const bySize = (values: readonly [number, number, number, number]) => values[size];

  // The plan: their words; how it feels; the worry they named; a reframe; steps that fit; for longer
  // speeches the moment pictured and what to do if it goes wrong; then their time. When steps are what
  // helped, the frame around them stays brief and the steps get room.
  composer.opening();
  if (size >= 1 && !practical) composer.take('acknowledgement', materials.acknowledge, personal ? 3 : 2);
  const told = context.reading.told;
  const toldText = told ? ('clause' in told ? told.clause : told.about) : '';
  composer.worry(Boolean(shaping.worry && toldText.includes(shaping.worry)));
  composer.take('reframe', materials.reframes, bySize([1, 3, 4, 4]) - (practical ? 1 : 0));
  const stories = Math.min(
    Math.floor(shaping.targetWords / WORDS_PER_STORY),
    bySize([0, 0, 1, 2]) + (examples ? 1 : 0),
  );
  for (let i = 0; i < stories; i++) composer.story();
  composer.actions(bySize([1, 3, 4, 4]) + (practical ? 1 : 0), bySize([1, 2, 3, 3]) + (practical ? 1 : 0));
  if (size >= 2) {
    composer.lead('rehearsal', materials.toRehearsal, materials.rehearsal, 3);
    composer.lead('setback', materials.toSetbacks, materials.setbacks, 3);
  }
  composer.take('encouragement', materials.encourage, bySize([0, 2, 3, 3]) + (uplift ? 1 : 0));
  if (shaping.goalTitle) composer.take('encouragement', materials.goal, 1);
  composer.closing();

  // Deeper, not wider, until the speech reaches its length: more on the worry, the reframe, the steps,
  // the moment itself; each round adds a little to each, so no part swells alone. Two thirds of each pool
  // are kept back while others still have lines, so two speeches for the same request share few of them.
  const draw =
    (section: Section, poolFor: (spare: boolean) => readonly Line[], count: number) => (spare: boolean) => {
      const pool = poolFor(spare);
      return spare && drawer.unsaid(pool) <= pool.length * SPARE ? 0 : composer.take(section, pool, count);
    };
  const long = size >= 2;
  // The longest speeches draw on their tone and its neighbours together: their own tone's lines alone
  // would be mostly used in every version.
  const widened = (own: readonly Line[], wider: readonly Line[]) => () => (long ? [...own, ...wider] : own);
  const reframes = widened(materials.reframes, materials.wider.reframes);
  const encourage = widened(materials.encourage, materials.wider.encourage);
  const acknowledge = widened(materials.acknowledge, materials.wider.acknowledge);
  const worryRound = draw('worry', () => materials.worryReframes, 1);
  const reframeRound = draw('reframe', reframes, 2);
  // Steps are most of what a practical speech adds as it grows; otherwise they stop at a few and the
  // speech goes deeper on the worry and the moment instead.
  let stepsAdded = 0;
  const stepRound = (spare: boolean) => {
    if (!practical && (stepsAdded >= bySize([1, 4, 6, 7]) || (spare && !composer.stepsToSpare(false))))
      return 0;
    const words = composer.step(practical ? 5 : 3);
    if (words > 0) stepsAdded++;
    return words;
  };
  const deeper: ((spare: boolean) => number)[] = long
    ? [
        draw('worry', () => materials.otherWorryReframes, 1),
        draw('rehearsal', () => materials.rehearsal, 2),
        draw('setback', () => materials.setbacks, 2),
        (spare) =>
          practical || !spare || composer.stepsToSpare(true) ? composer.deeperStep(practical ? 4 : 2) : 0,
      ]
    : [];
  // When steps are what helped, they lead each round and the talk around them stays brief.
  const rounds: ((spare: boolean) => number)[] = practical
    ? [stepRound, worryRound, ...deeper, draw('encouragement', encourage, 1)]
    : [
        worryRound,
        reframeRound,
        // A short speech keeps to its one step; a longer one adds more as it goes deeper.
        (spare) => (size >= 1 ? stepRound(spare) : 0),
        ...deeper,
        draw('acknowledgement', acknowledge, 1),
        draw('encouragement', encourage, 2),
      ];
  for (const spare of [true, false]) {
    for (let stalled = 0; drawer.words < shaping.targetWords && stalled < rounds.length; ) {
      for (const round of rounds) {
        if (drawer.words >= shaping.targetWords) break;
        stalled = round(spare) > 0 ? 0 : stalled + 1;
      }
    }
  }
  trim(composer.parts, shaping);

  const name = shaping.firstName;
  const paragraphs = finalPass(ordered(composer.parts), options.onLeak ?? 'drop');
  if (name) {
    const first = paragraphs[0];
    if (first?.[0]) first[0] = addressByName(first[0], name);
    const closing = paragraphs.at(-1);
    if (closing && (personal || size >= 1)) {
      const shortest = closing.reduce(
        (best, sentence, index) =>
          countWords(sentence.text) < countWords(closing[best]?.text ?? '') ? index : best,
        0,
      );
      const sentence = closing[shortest];
      if (sentence) closing[shortest] = closeWithName(sentence, name);
    }
  }
  const texts = paragraphs.map((paragraph) => paragraph.map((sentence) => sentence.text).join(' '));
  const text = texts.join('\n\n');
  return {
    text,
    paragraphs: texts,
    sentences: paragraphs.flat(),
    wordCount: countWords(text),
    seed,
    shaping,
  };
}
