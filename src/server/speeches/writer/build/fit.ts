import type { Tone } from '../../../../common/enums';
import type { Horizon, Weight } from '../content/schema';
import type { Frame } from '../frame/frame';
import { isPronounSlot } from './pronouns';

/** The tags every piece carries (a step's and an idea's too). */
export type Tagged = {
  moments: readonly string[];
  tones: readonly string[];
  weights?: readonly Weight[] | undefined;
  horizons?: readonly Horizon[] | undefined;
  needs: readonly string[];
  unless?: readonly string[] | undefined;
};

/** A need for a hard time the person told of: a loss, something gone wrong, or heavy words of their own
 * (`struggling`). Lines for coping (look after your body, a GP, a helpline) are not for a distress nobody
 * described: a move looked forward to, a test ahead. */
export const HARD_TIME = 'hard_time';

/** The needs the frame fills from its own reading; any other need is a detail of the person's own. */
const FRAME_NEEDS = new Set(['name', 'when', 'who', 'who_name', 'event', 'feeling', HARD_TIME]);

/** Whether a need is one of the person's own details ("sore_knee", "prepared"), read by a kind's file. */
export const isDetailNeed = (need: string): boolean => !FRAME_NEEDS.has(need) && !need.startsWith('feeling:');

/** Whether the frame holds what a need asks for. */
function hasNeed(frame: Frame, need: string): boolean {
  if (need === 'name') return true; // dropped cleanly when unknown
  if (isPronounSlot(need)) return true; // "they" when the words do not say
  if (need === 'when') return frame.when !== null;
  if (need === 'who') return frame.who !== null;
  if (need === 'who_name') return frame.whoName !== null;
  if (need === 'event') return true;
  if (need === 'feeling') return frame.feeling !== null;
  if (need === HARD_TIME)
    return frame.weight === 'loss' || frame.weight === 'setback' || frame.details.struggling !== undefined;
  if (need.startsWith('feeling:')) return frame.feeling?.key === need.slice(8);
  return frame.details[need] !== undefined;
}

/** The slots a text names ("{when}", "{them}"), in order. */
export const slotsOf = (text: string): string[] =>
  [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1] ?? '');

// A challenge, a hopeful step and a setback can share words; good news and a loss share them with nothing.
// A hopeful step may borrow a challenge's or a setback's words, but words written only for a hopeful step
// (a wanted moment to enjoy) are not for one that is only faced.
const HARD_GOING: readonly Weight[] = ['challenge', 'hopeful', 'setback'];
const FACED: readonly Weight[] = ['challenge', 'setback'];

export function weightFits(weights: readonly Weight[], weight: Weight): boolean {
  if (weights.includes(weight)) return true;
  return HARD_GOING.includes(weight) && weights.some((tag) => FACED.includes(tag));
}

/**
 * Whether a piece may be used for this frame: its moment, its tone (or `all`), its weight (good news and
 * loss only with their own, the others with each other), how far ahead it is (when both say) and everything
 * it needs, including the slots in its text, and nothing that rules it out (what they have already done).
 */
export function fits(
  piece: Tagged,
  frame: Frame,
  kindWeights: readonly Weight[],
  texts: readonly string[] = [],
) {
  if (!piece.moments.includes(frame.moment)) return false;
  if (!piece.tones.includes('all') && !piece.tones.includes(frame.tone)) return false;
  if (!weightFits(piece.weights ?? kindWeights, frame.weight)) return false;
  if (piece.horizons && frame.horizon && !piece.horizons.includes(frame.horizon)) return false;
  if (!piece.needs.every((need) => hasNeed(frame, need))) return false;
  if (piece.unless?.some((detail) => hasNeed(frame, detail))) return false;
  return texts.every((text) => slotsOf(text).every((slot) => hasNeed(frame, slot)));
}

/**
 * How well a fitting piece suits the frame, higher is better: each need it answers (the more of the
 * person's own details it speaks to, the more it is theirs), the frame's exact weight, a tone written for
 * this tone rather than for all, and the person's preferred tone.
 */
export function suitability(
  piece: Tagged,
  frame: Frame,
  kindWeights: readonly Weight[],
  preferred: Tone | null,
) {
  // A hard time allows a piece; it says nothing more of the person's own than the weight does.
  let score = piece.needs.filter((need) => need !== HARD_TIME).length * 3;
  if ((piece.weights ?? kindWeights).includes(frame.weight)) score += 2;
  if (piece.tones.includes(frame.tone)) score += 1;
  if (preferred && piece.tones.includes(preferred)) score += 0.5;
  return score;
}
