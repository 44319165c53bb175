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
