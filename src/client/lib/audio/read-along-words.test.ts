import { describe, expect, it } from 'vitest';
import { splitWords } from '../../../common/sentences';
import { wordAtChar, wordAtTime } from './read-along-words';

const SENTENCE = 'You have trained for this, and tomorrow you will show it.';

describe('read-along words', () => {
  it('finds each word as a character range', () => {
    const words = splitWords(SENTENCE).map(({ from, to }) => SENTENCE.slice(from, to));
    expect(words).toEqual([
      'You',
      'have',
      'trained',
      'for',
      'this,',
      'and',
      'tomorrow',
      'you',
      'will',
      'show',
      'it.',
    ]);
  });

  it('moves through the words in order as the sentence is spoken, longer words taking longer', () => {
    const seen: number[] = [];
    for (let t = 2; t < 6; t += 0.05) {
      const word = wordAtTime(SENTENCE, 2, 6, t);
      if (word !== null && word !== seen.at(-1)) seen.push(word);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const span = (index: number) => {
      let first = Number.NaN;
      let last = Number.NaN;
      for (let t = 2; t < 6; t += 0.001) {
        if (wordAtTime(SENTENCE, 2, 6, t) === index) {
          if (Number.isNaN(first)) first = t;
          last = t;
        }
      }
      return last - first;
    };
    expect(span(6)).toBeGreaterThan(span(3)); // 'tomorrow' is said for longer than 'for'
    expect(span(4)).toBeGreaterThan(span(1)); // 'this,' has a pause after it; 'have' is as long
  });

  it('is nothing before the sentence starts and the last word once it has ended', () => {
    expect(wordAtTime(SENTENCE, 2, 6, 1.9)).toBeNull();
    expect(wordAtTime(SENTENCE, 2, 6, 6)).toBe(10);
    expect(wordAtTime('', 2, 6, 3)).toBeNull();
  });

  it('follows the word starts an engine measured, when it gives one per word', () => {
    // A long pause before 'tomorrow' (word 6).
    const starts = [2, 2.3, 2.6, 2.9, 3.2, 3.5, 4.4, 4.7, 5, 5.3, 5.6];
    expect(wordAtTime(SENTENCE, 2, 6, 2.05, starts)).toBe(0);
    expect(wordAtTime(SENTENCE, 2, 6, 4.3, starts)).toBe(5);
    expect(wordAtTime(SENTENCE, 2, 6, 4.4, starts)).toBe(6);
    expect(wordAtTime(SENTENCE, 2, 6, 1.9, starts)).toBeNull();
    // Starts that don't match the words are not trusted: the estimate stands.
    expect(wordAtTime(SENTENCE, 2, 6, 4.3, [2, 3])).toBe(wordAtTime(SENTENCE, 2, 6, 4.3));
  });

  it('follows a device voice by the character it reports', () => {
    expect(wordAtChar(SENTENCE, 0)).toBe(0);
    expect(wordAtChar(SENTENCE, SENTENCE.indexOf('tomorrow'))).toBe(6);
    expect(wordAtChar(SENTENCE, SENTENCE.indexOf(' tomorrow'))).toBe(6);
    expect(wordAtChar(SENTENCE, SENTENCE.length)).toBeNull();
  });
});
