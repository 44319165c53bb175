import { describe, expect, it } from 'vitest';
import type { Piece, Step } from '../content/schema';
import type { SpeechShaping } from '../shaping';
import { planLength } from './plan-length';

// Paragraphs of an exact length, to see what the plan chooses.
const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
const piece = (count: number): Piece => ({
  text: words(count),
  moments: ['ahead'],
  tones: ['all'],
  needs: [],
  unless: [],
});
const step = (id: string): Step => ({
  id,
  moments: ['ahead'],
  tones: ['all'],
  needs: [],
  unless: [],
  cues: [],
  core: words(80),
  how: words(80),
  if_wrong: words(80),
  practice: words(80),
  energetic: { core: words(80), how: words(80), if_wrong: words(80), practice: words(80) },
  confident: { core: words(80), how: words(80), if_wrong: words(80), practice: words(80) },
  versions: [],
});
const long = { duration: 'long', minWords: 1400, maxWords: 2100, targetWords: 1750 } as SpeechShaping;
const arc = { see: piece(60), feel: piece(60), turn: piece(60), close: piece(60) };

describe('planLength', () => {
  it('develops its own steps before it borrows one, and borrows only to reach the length', () => {
    const steps = ['a', 'b', 'c', 'd', 'e', 'f'].map(step);
    // Four own steps in full (1280 words) and the arc (240) are in range: nothing borrowed, though a fifth
    // step would land nearer the target.
    expect(planLength(arc, {}, { steps, own: 4 }, long, false).steps).toBe(4);
    // Three own steps in full (960 + 240) are short of 1400: one borrowed step, no more.
    expect(planLength(arc, {}, { steps, own: 3 }, long, false).steps).toBe(4);
  });

  it('goes deeper into the same steps before it adds another', () => {
    const plan = planLength(arc, {}, { steps: ['a', 'b', 'c', 'd', 'e'].map(step), own: 5 }, long, false);
    expect(plan.depth).toBe(4);
  });
});

describe('planLength, measuring filled slots', () => {
  it('counts a text as it will read once its slots are filled', () => {
    const short = { duration: 'short', minWords: 140, maxWords: 280, targetWords: 210 } as SpeechShaping;
    const slotted = { ...step('a'), core: `${words(20)} {who}`, how: words(60) };
    const plain = planLength(arc, {}, { steps: [slotted], own: 1 }, short, false);
    // The arc and the core are 261 words as written; filled, "{who}" runs to 40 words and the feeling no
    // longer fits in 280.
    const filled = planLength(
      arc,
      {},
      { steps: [slotted], own: 1 },
      short,
      false,
      (text) => text.replace('{who}', words(40)).split(/\s+/).length,
    );
    expect(plain.feel).toBe(true);
    expect(filled.feel).toBe(false);
  });
});
