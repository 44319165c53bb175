import { describe, expect, it } from 'vitest';
import {
  countMentions,
  countSyllables,
  countWords,
  fleschReadingEase,
  repeatedSentences,
  sentenceKey,
  sentenceOverlap,
  splitSentences,
  templateLeaks,
} from './quality';

describe('quality metrics', () => {
  it('counts words the way a reader would', () => {
    expect(countWords("You're ready. Let's go — now!")).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('splits sentences after . ! ? and closing quotes', () => {
    expect(splitSentences('One. Two! Three? “Four.” Five')).toEqual([
      'One.',
      'Two!',
      'Three?',
      '“Four.”',
      'Five',
    ]);
  });

  it('treats sentences that differ only in case or punctuation as the same', () => {
    expect(sentenceKey('You are READY!')).toBe(sentenceKey('you are ready.'));
    expect(repeatedSentences('You are ready. Go. You are ready!')).toBe(1);
  });

  it('measures overlap between two speeches as the Jaccard index of their sentences', () => {
    expect(sentenceOverlap('A one. B two.', 'A one. B two.')).toBe(1);
    expect(sentenceOverlap('A one. B two.', 'C three. D four.')).toBe(0);
    expect(sentenceOverlap('A one. B two. C three.', 'A one. D four. E five.')).toBeCloseTo(1 / 5);
  });

  it('counts mentions case-insensitively', () => {
    expect(
      countMentions(
        'Your interview at the bank. Before your interview at the bank…',
        'your interview at the bank',
      ),
    ).toBe(2);
  });

  it('counts leaks', () => {
    expect(templateLeaks('Clean text.')).toBe(0);
    expect(templateLeaks('Broken {slot} and a apple.')).toBe(2);
  });

  it('scores reading ease like the Flesch formula', () => {
    expect(countSyllables('cat')).toBe(1);
    expect(countSyllables('table')).toBe(2);
    expect(countSyllables('preparation')).toBe(4);
    const plain = 'You are ready. Take a breath. Go and do it.';
    const dense =
      'Institutional considerations notwithstanding, organisational accountability necessitates comprehensive, multidimensional evaluation.';
    expect(fleschReadingEase(plain)).toBeGreaterThan(90);
    expect(fleschReadingEase(dense)).toBeLessThan(0);
  });
});
