import type { Tone } from './enums';

// The speech's tone nudges the delivery: energetic a touch quicker, gentle a touch slower.
const SPEED: Record<string, number> = {
  encouraging: 1,
  confident: 1,
  gentle: 0.92,
  energetic: 1.08,
} satisfies Record<Tone, number>;

/** The voice's speed for a tone (1 for anything that is not one). */
export const speedForTone = (tone: string): number => SPEED[tone] ?? 1;
