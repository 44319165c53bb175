import type { PackKind, SituationKind } from './kinds';

/**
 * One thing to do, said as a short instruction followed by how and why. `lines[0]` is the instruction
 * ("Answer the weakness question with a real one."), the rest (2–4 sentences) explain it. A speech draws
 * the instruction and as many of the following lines as its length allows, in order.
 */
export type Step = { readonly lines: readonly string[] };

/** A step that fits several kinds of situation (sleep, breathing, telling one person…). */
export type SharedStep = Step & { readonly fits: readonly SituationKind[] };

/** A specific worry people in this situation often name, with what to say to it. */
export type Worry = {
  /** Lower-case words or short phrases in a person's text that show this worry ("weakness", "mind goes blank"). */
  readonly cues: readonly string[];
  /** 3+ lines that take this worry seriously and reframe it. */
  readonly reframes: readonly string[];
  /** 2+ steps that answer this worry directly (for the weakness question: how to answer it). */
  readonly steps: readonly Step[];
};

/**
 * Everything the writer says that is specific to one kind of situation. Every line is plain prose with no
 * slots, second person, British spelling, no exclamation marks, true for anyone in this situation, and
 * never mentions another kind of situation.
 */
export type SituationPack = {
  readonly kind: PackKind;
  /** How the "Why this speech" note names it: "a job interview", "life with a new baby". */
  readonly label: string;
  /** Said when the person's own words cannot be said back: a noun phrase ("your interview"). */
  readonly fallback: string;
  /** Whether the moment is ahead of the person (an event, a goal) or something they are living through or
   * after (a loss, an illness, caring). 'through' speeches never promise a win. */
  readonly outlook: 'ahead' | 'through';
  /** Contexts written the way people write them, to train the classifier (15+). */
  readonly examples: readonly string[];
  /** How this feels, named honestly (8+). */
  readonly acknowledge: readonly string[];
  /** Ways to see it differently that are true here (10+). */
  readonly reframes: readonly string[];
  readonly worries: readonly Worry[];
  /** Steps that fit this situation (8+). */
  readonly steps: readonly Step[];
  /** Picturing or practising the moment, or the next hard day (5+). */
  readonly rehearsal: readonly string[];
  /** What to do if it goes wrong, or on a bad day (5+). */
  readonly setbacks: readonly string[];
  /** Short stories (3–6 sentences each) about someone in this same situation (3+). */
  readonly stories: readonly string[];
  /** Last words, looking at the next hours or days (6+). */
  readonly closings: readonly string[];
};
