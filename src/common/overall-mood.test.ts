import { describe, expect, it } from 'vitest';
import { MOOD_LABELS, OVERALL_MOODS, type OverallMood, overallMood } from './overall-mood';

// energy, confidence and motivation make up the average A; stress is S.
const mood = (energy: number, confidence: number, motivation: number, stress: number) =>
  overallMood({ energy, confidence, motivation, stress });

describe('overallMood', () => {
  it.each<[string, [number, number, number, number], OverallMood]>([
    ['A=8, S=3 is excellent', [8, 8, 8, 3], 'excellent'],
    ['A=10, S=1 is excellent', [10, 10, 10, 1], 'excellent'],
    ['A=8, S=4 misses excellent on stress: great', [8, 8, 8, 4], 'great'],
    ['A=7.67, S=3 misses excellent on average: great', [7, 8, 8, 3], 'great'],
    ['A=7, S=4 is great', [7, 7, 7, 4], 'great'],
    ['A=7, S=5 is good', [7, 7, 7, 5], 'good'],
    ['A=6.67, S=4 is good', [6, 7, 7, 4], 'good'],
    ['A=6, S=5 is good', [6, 6, 6, 5], 'good'],
    ['A=6, S=6 is balanced', [6, 6, 6, 6], 'balanced'],
    ['A=5.67, S=2 is balanced', [5, 6, 6, 2], 'balanced'],
    ['A=5, S=6 is balanced', [5, 5, 5, 6], 'balanced'],
    ['A=5, S=7 is challenging', [5, 5, 5, 7], 'challenging'],
    ['A=4, S=7 is challenging', [4, 4, 4, 7], 'challenging'],
    ['A=9, S=7 is challenging', [9, 9, 9, 7], 'challenging'],
    ['A=4.67, S=1 is challenging', [4, 5, 5, 1], 'challenging'],
    ['S=8 with A=9 is overwhelmed', [9, 9, 9, 8], 'overwhelmed'],
    ['S=10 with A=10 is overwhelmed', [10, 10, 10, 10], 'overwhelmed'],
    ['S=8 with A=2 is overwhelmed before struggling', [2, 2, 2, 8], 'overwhelmed'],
    ['A=3, S=7 is struggling', [3, 3, 3, 7], 'struggling'],
    ['A=1, S=1 is struggling', [1, 1, 1, 1], 'struggling'],
    ['A=2.67, S=5 is struggling', [2, 3, 3, 5], 'struggling'],
    ['A=3.33, S=7 is mixed', [3, 3, 4, 7], 'mixed'],
    ['A=3.67, S=1 is mixed', [3, 4, 4, 1], 'mixed'],
  ])('%s', (_, [energy, confidence, motivation, stress], expected) => {
    expect(mood(energy, confidence, motivation, stress)).toBe(expected);
  });

  it('averages energy, confidence and motivation equally and leaves stress out of the average', () => {
    expect(mood(10, 10, 4, 3)).toBe('excellent');
    expect(mood(4, 10, 10, 3)).toBe('excellent');
    expect(mood(10, 4, 10, 3)).toBe('excellent');
    expect(mood(10, 4, 9, 3)).toBe('great');
  });

  it('agrees with the rule order for every integer combination on the 1–10 scale', () => {
    const wrong: string[] = [];
    for (let e = 1; e <= 10; e++) {
      for (let c = 1; c <= 10; c++) {
        for (let m = 1; m <= 10; m++) {
          for (let s = 1; s <= 10; s++) {
            const a = (e + c + m) / 3;
            const result = mood(e, c, m, s);
            const ok =
              s >= 8
                ? result === 'overwhelmed'
                : a <= 3
                  ? result === 'struggling'
                  : a < 4
                    ? result === 'mixed'
                    : ['excellent', 'great', 'good', 'balanced', 'challenging'].includes(result);
            if (!ok) wrong.push(`${e},${c},${m},${s} -> ${result}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('MOOD_LABELS', () => {
  it('labels every mood with its capitalised name', () => {
    expect(Object.keys(MOOD_LABELS)).toEqual([...OVERALL_MOODS]);
    for (const value of OVERALL_MOODS) {
      expect(MOOD_LABELS[value]).toBe(value.charAt(0).toUpperCase() + value.slice(1));
    }
  });
});
