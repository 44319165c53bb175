import { describe, expect, it } from 'vitest';
import { joinTimings, timeSentences } from './character-timings';

// Characters timed 0.1 s apart, as a provider would for 'Hi you. Go now.' (a pause after the stop).
const text = 'Hi you. Go now.';
const characters = [...text];
const starts = characters.map((_, i) => (i < 8 ? i * 0.1 : i * 0.1 + 0.5));
const ends = starts.map((start) => start + 0.1);

describe('timeSentences', () => {
  it('places each sentence and word at its first character, shifted by the offset', () => {
    expect(timeSentences(['Hi you.', 'Go now.'], { characters, starts, ends }, 10)).toEqual([
      { text: 'Hi you.', start: 10, end: 10.7, words: [10, 10.3] },
      { text: 'Go now.', start: 11.3, end: 12, words: [11.3, 11.6] },
    ]);
  });

  it('is null when the characters do not spell the sentences', () => {
    expect(timeSentences(['Something else.'], { characters, starts, ends }, 0)).toBeNull();
    expect(timeSentences(['Hi you.'], { characters, starts: [], ends: [] }, 0)).toBeNull();
  });

  it('follows characters that are more than one unit long', () => {
    const emoji = ['😀', ' ', 'H', 'i', '.'];
    const times = { characters: emoji, starts: [0, 0.2, 0.3, 0.4, 0.5], ends: [0.2, 0.3, 0.4, 0.5, 0.6] };
    expect(timeSentences(['Hi.'], times, 0)).toEqual([{ text: 'Hi.', start: 0.3, end: 0.6, words: [0.3] }]);
  });
});

describe('joinTimings', () => {
  it('numbers the sentences and lays them end to end, the last to the end of the audio', () => {
    const parts = [
      { text: 'A.', start: 0, end: 1, words: [0] },
      { text: 'B.', start: 1.5, end: 2, words: [1.5] },
    ];
    expect(joinTimings(parts, 2.4)).toEqual([
      { index: 0, text: 'A.', start: 0, end: 1.5, words: [0] },
      { index: 1, text: 'B.', start: 1.5, end: 2.4, words: [1.5] },
    ]);
  });
});
