import { PARTS, type Piece, type Step } from '../content/schema';
import { countWords } from '../quality';
import type { SpeechShaping } from '../shaping';

type ArcPieces = {
  see?: Piece | undefined;
  feel?: Piece | undefined;
  turn?: Piece | undefined;
  close?: Piece | undefined;
};
type Extra = { feel?: Piece | undefined; turn?: Piece | undefined };
type Plan = { feel: boolean; extra: boolean; steps: number; depth: number };

/** A few steps developed, not a list: the most a short or medium speech takes (one more for someone whom
 * practical steps helped). Long ones take what their length needs: the content is not deep enough yet to
 * reach it with fewer. */
const MOST_STEPS: Record<SpeechShaping['duration'], number> = {
  short: 1,
  medium: 4,
  long: Number.POSITIVE_INFINITY,
  extended: Number.POSITIVE_INFINITY,
};

/** What a step borrowed from the general content costs, in words away from the target: advice true of
 * anyone reads as filler, so it comes in only to keep a speech inside its length. */
const BORROWED = 400;

/**
 * How many steps, developed how far, land the speech nearest its target inside the duration's range. A
 * longer speech goes deeper into the same steps before it adds another, and may say a second word on the
 * feeling and the turn; someone whom practical steps helped gets more steps, less deeply. The kind's own
 * steps (the first `own`) come before any borrowed one.
 */
export function planLength(
  fixed: ArcPieces,
  extra: Extra,
  { steps, own }: { steps: readonly Step[]; own: number },
  shaping: SpeechShaping,
  practical: boolean,
  // How many words a text comes to once its slots are filled ("{who}" can be "your sister Lena").
  measure: (text: string) => number = countWords,
): Plan {
  const words = (piece: Piece | undefined) => (piece ? measure(piece.text) : 0);
  const base = words(fixed.see) + words(fixed.turn) + words(fixed.close);
  const extraWords = words(extra.feel) + words(extra.turn);
  const stepWords = steps.map((step) => PARTS.map((part) => measure(step[part])));
  let chosen: Plan = { feel: true, extra: false, steps: Math.min(1, steps.length), depth: 1 };
  let bestCost = Number.POSITIVE_INFINITY;
  for (const feel of [true, false])
    for (const more of extraWords > 0 ? [false, true] : [false])
      for (let depth = 1; depth <= PARTS.length; depth++)
        for (
          let count = 1;
          count <= Math.min(steps.length, MOST_STEPS[shaping.duration] + (practical ? 1 : 0));
          count++
        ) {
          let total = base + (feel ? words(fixed.feel) : 0) + (more ? extraWords : 0);
          for (let i = 0; i < count; i++) for (let d = 0; d < depth; d++) total += stepWords[i]?.[d] ?? 0;
          const outside = Math.max(0, shaping.minWords - total, total - shaping.maxWords);
          // In range first, then near the target; depth before breadth (breadth first for someone whom
          // practical steps helped), the feeling named, and a second word on it only when needed.
          const cost =
            outside * 100 +
            Math.abs(total - shaping.targetWords) +
            (count - depth) * (practical ? -5 : 40) +
            (feel ? 0 : 60) +
            (more ? 80 : 0) +
            Math.max(0, count - own) * BORROWED;
          if (cost < bestCost) {
            bestCost = cost;
            chosen = { feel, extra: more, steps: count, depth };
          }
        }
  return chosen;
}
