import type { Tone } from '../../../../common/enums';
import { SHARED_STEPS } from '../situations/shared-steps';
import { GENERAL_STEPS } from '../situations/shared-steps-general';
import type { SituationPack, Step } from '../situations/types';
import { aheadLines } from '../thread/ahead';
import { steadyLines } from '../thread/steady';
import { steadyDeeperLines } from '../thread/steady-deeper';
import { TOLD_ABOUT, TOLD_CLAUSE } from '../thread/told';
import type { ThreadLines } from '../thread/types';
import type { ContextAnalysis } from '../understand/analyse-context';
import type { Line } from './draw';

/** A step as drawn: its instruction and the lines that explain it, in order. */
export type StepLines = readonly Line[];

/** The steady lines with the deeper ones the longest speeches need (safe for anyone, like the rest). */
const steady: ThreadLines = {
  ...steadyLines,
  acknowledge: merge(steadyLines.acknowledge, steadyDeeperLines.acknowledge),
  reframes: merge(steadyLines.reframes, steadyDeeperLines.reframes),
  encourage: merge(steadyLines.encourage, steadyDeeperLines.encourage),
};

function merge(a: ThreadLines['reframes'], b: ThreadLines['reframes']): ThreadLines['reframes'] {
  return {
    encouraging: [...a.encouraging, ...b.encouraging],
    confident: [...a.confident, ...b.confident],
    gentle: [...a.gentle, ...b.gentle],
    energetic: [...a.energetic, ...b.energetic],
    any: [...a.any, ...b.any],
  };
}

/** Everything one speech can draw on, as lines with ids, chosen for its situation, outlook and tones. */
export type Materials = {
  told: readonly Line[];
  openings: readonly Line[];
  openingsPlain: readonly Line[];
  worryNamed: readonly Line[];
  acknowledge: readonly Line[];
  reframes: readonly Line[];
  /** Reframes for the worries the person named, most relevant first. */
  worryReframes: readonly Line[];
  /** The situation's other common worries: the same thread, one layer deeper, for long speeches. */
  otherWorryReframes: readonly Line[];
  encourage: readonly Line[];
  /** Reframes, encouragement and acknowledgement in the neighbouring tones, for the longest speeches once
   * their own tone's lines are half used. */
  wider: { reframes: readonly Line[]; encourage: readonly Line[]; acknowledge: readonly Line[] };
  toSteps: readonly Line[];
  toRehearsal: readonly Line[];
  toSetbacks: readonly Line[];
  goal: readonly Line[];
  closingsWithTime: readonly Line[];
  closings: readonly Line[];
  /** Steps that answer the named worries first, then the kind's own, then shared ones that fit it. */
  worrySteps: readonly StepLines[];
  otherWorrySteps: readonly StepLines[];
  steps: readonly StepLines[];
  rehearsal: readonly Line[];
  setbacks: readonly Line[];
  stories: readonly Line[];
};

const lines = (texts: readonly string[], id: string): Line[] =>
  texts.map((template, index) => ({ template, id: `${id}.${index}` }));

const stepLines = (steps: readonly Step[], id: string): StepLines[] =>
  steps.map((step, index) => lines(step.lines, `${id}.${index}`));

// The tones closest to each: a long speech in one tone can borrow their lines without changing voice.
const NEIGHBOURS: Record<Tone, readonly Tone[]> = {
  encouraging: ['gentle', 'confident'],
  confident: ['encouraging', 'energetic'],
  gentle: ['encouraging'],
  energetic: ['confident', 'encouraging'],
};

/** A thread section in this tone, its `any` lines, and some lines in the tones borrowed from the profile. */
function threadSection(
  threads: readonly (readonly [string, ThreadLines])[],
  part: keyof ThreadLines,
  tones: readonly Tone[],
): Line[] {
  const [tone, ...borrowed] = tones as [Tone, ...Tone[]];
  return threads.flatMap(([name, thread]) => {
    const section = thread[part];
    return [
      ...lines(section[tone], `${name}.${part}.${tone}`),
      ...lines(section.any, `${name}.${part}.any`),
      // A borrowed tone lends a third of its lines, so it colours the speech without taking it over.
      ...borrowed.flatMap((other) =>
        lines(section[other], `${name}.${part}.${other}`).filter((_, index) => index % 3 === 0),
      ),
    ];
  });
}

const packLines = (pack: SituationPack | null, part: keyof SituationPack, texts: readonly string[]) =>
  pack ? lines(texts, `pack.${pack.kind}.${String(part)}.any`) : [];

export function materialsFor(
  context: ContextAnalysis,
  tone: Tone,
  borrowedTones: readonly Tone[],
): Materials {
  // Steady lines are true for anyone, so a moment ahead draws on both sets; anything else on steady alone.
  const threads: (readonly [string, ThreadLines])[] =
    context.outlook === 'ahead'
      ? [
          ['ahead', aheadLines],
          ['steady', steady],
        ]
      : [['steady', steady]];
  const tones = [tone, ...borrowedTones];
  const section = (part: keyof ThreadLines) => threadSection(threads, part, tones);
  const wider = (part: keyof ThreadLines) =>
    threads.flatMap(([name, thread]) =>
      NEIGHBOURS[tone]
        .filter((other) => !borrowedTones.includes(other))
        .flatMap((other) => lines(thread[part][other], `${name}.${part}.${other}`)),
    );
  const { pack } = context;
  const kind = context.kind;
  const others = (pack?.worries ?? []).filter((worry) => !context.worries.includes(worry));
  const shared = [...SHARED_STEPS, ...GENERAL_STEPS].flatMap((step, index) =>
    step.fits.includes(kind) ? [lines(step.lines, `shared.steps.any.${index}`)] : [],
  );
  return {
    told: [
      ...lines(TOLD_CLAUSE[tone], `told.clause.${tone}`),
      ...lines(TOLD_ABOUT[tone], `told.about.${tone}`),
    ],
    openings: section('openings'),
    openingsPlain: section('openingsPlain'),
    worryNamed: section('worryNamed'),
    acknowledge: [...packLines(pack, 'acknowledge', pack?.acknowledge ?? []), ...section('acknowledge')],
    reframes: [...packLines(pack, 'reframes', pack?.reframes ?? []), ...section('reframes')],
    worryReframes: context.worries.flatMap((worry) =>
      lines(worry.reframes, `pack.${kind}.worry.any.${pack?.worries.indexOf(worry) ?? 0}`),
    ),
    otherWorryReframes: others.flatMap((worry) =>
      lines(worry.reframes, `pack.${kind}.worry.any.${pack?.worries.indexOf(worry) ?? 0}`),
    ),
    encourage: section('encourage'),
    wider: {
      reframes: wider('reframes'),
      encourage: wider('encourage'),
      acknowledge: wider('acknowledge'),
    },
    toSteps: section('toSteps'),
    toRehearsal: section('toRehearsal'),
    toSetbacks: section('toSetbacks'),
    goal: section('goal'),
    closingsWithTime: section('closingsWithTime'),
    closings: [...packLines(pack, 'closings', pack?.closings ?? []), ...section('closings')],
    worrySteps: context.worries.flatMap((worry) =>
      stepLines(worry.steps, `pack.${kind}.worrysteps.any.${pack?.worries.indexOf(worry) ?? 0}`),
    ),
    otherWorrySteps: others.flatMap((worry) =>
      stepLines(worry.steps, `pack.${kind}.worrysteps.any.${pack?.worries.indexOf(worry) ?? 0}`),
    ),
    steps: [...stepLines(pack?.steps ?? [], `pack.${kind}.steps.any`), ...shared],
    rehearsal: packLines(pack, 'rehearsal', pack?.rehearsal ?? []),
    setbacks: packLines(pack, 'setbacks', pack?.setbacks ?? []),
    stories: packLines(pack, 'stories', pack?.stories ?? []),
  };
}

/** Every template with a slot that a speech can say, for the test that fills them all. */
export function slotTemplates(): string[] {
  const threads = [aheadLines, steady].flatMap((thread) =>
    Object.values(thread).flatMap((section) => Object.values(section).flat() as string[]),
  );
  const told = [...Object.values(TOLD_CLAUSE), ...Object.values(TOLD_ABOUT)].flat();
  return [...threads, ...told].filter((template) => template.includes('{'));
}
