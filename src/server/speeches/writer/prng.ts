import { randomInt } from 'node:crypto';

export type Random = () => number;

/** mulberry32: tiny, fast and good enough to make speeches reproducible from a seed. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randomSeed = (): number => randomInt(0, 2 ** 32 - 1);

/** An index drawn with probability proportional to its weight (0 or less is never drawn); -1 when all are 0.
 * A caller that keeps the weights' `total` itself saves a pass over them. */
export function pickIndex(random: Random, weights: ArrayLike<number>, total = positiveSum(weights)): number {
  if (total <= 0) return -1;
  let point = random() * total;
  let last = -1;
  for (let i = 0; i < weights.length; i++) {
    const weight = weights[i] as number;
    if (weight <= 0) continue;
    last = i;
    point -= weight;
    if (point < 0) return i;
  }
  return last; // rounding left a sliver of `point`
}

function positiveSum(weights: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += Math.max(0, weights[i] as number);
  return total;
}

export function pickWeighted<T>(
  random: Random,
  items: readonly T[],
  weight: (item: T) => number,
): T | undefined {
  const index = pickIndex(random, items.map(weight));
  return index < 0 ? undefined : items[index];
}

export const between = (random: Random, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

/** The items in a random order (Fisher–Yates), leaving the input as it was. */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
