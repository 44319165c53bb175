import type { Tone } from '../../../../common/enums';

/** Lines for each tone, plus `any` lines that suit every tone. */
export type ToneLines = Readonly<Record<Tone | 'any', readonly string[]>>;

/**
 * The parts of a speech that are true of any hard moment: they carry the tone and hold the thread
 * together around a situation pack's specific lines. Slots, each a whole phrase filled by the writer:
 * - {situation}: the person's situation said back as a noun phrase ("your interview at the bank",
 *   "caring for your mum with dementia"). Only as the object of a verb or a preposition ("about
 *   {situation}"), never as a subject and never after a determiner.
 * - {worry}: the worry they named, as a clause ("you freeze when they ask about weaknesses"). Only right
 *   after a verb of saying: "You said {worry}." / "You told me {worry}."
 * - {time}: when it happens ("on Monday", "next week", "tomorrow morning", "in three weeks"), only at
 *   the end of a clause that reads naturally with any of those ("Whatever happens {time}, …").
 * - {goal}: the title of the person's goal, already in quotation marks, used as a noun phrase.
 */
export type ThreadLines = {
  /** First lines: each has {situation} once. */
  readonly openings: ToneLines;
  /** Opening lines with no slot, to follow the first. */
  readonly openingsPlain: ToneLines;
  /** Each has {worry} once. */
  readonly worryNamed: ToneLines;
  /** How a hard moment feels, without naming it. */
  readonly acknowledge: ToneLines;
  readonly reframes: ToneLines;
  readonly encourage: ToneLines;
  /** One line leading into the steps ("Here is what I would do."). */
  readonly toSteps: ToneLines;
  /** One line leading into picturing the moment or the next hard day. */
  readonly toRehearsal: ToneLines;
  /** One line leading into what to do if it goes wrong. */
  readonly toSetbacks: ToneLines;
  /** Each has {goal} once. */
  readonly goal: ToneLines;
  /** Each has {time} once. */
  readonly closingsWithTime: ToneLines;
  readonly closings: ToneLines;
};
