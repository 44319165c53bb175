import { describe, expect, it } from 'vitest';
import { MAX_SENTENCE_CHARS, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence ends and paragraph breaks, keeping closing quotes and brackets', () => {
    const text = 'Hello there, Sam! You said "I can\'t." Really?\n\nNew paragraph here (really). Ok';
    expect(splitSentences(text)).toEqual([
      'Hello there, Sam!',
      'You said "I can\'t."',
      'Really?',
      'New paragraph here (really).',
      'Ok',
    ]);
  });

  it('does not end a sentence at a common abbreviation', () => {
    expect(splitSentences('Ask Dr. Lee and Mr. Smith, e.g. today. Then rest.')).toEqual([
      'Ask Dr. Lee and Mr. Smith, e.g. today.',
      'Then rest.',
    ]);
  });

  it('keeps numbers, ellipses and runs of marks whole', () => {
    expect(splitSentences('Numbers 3.5 and 10.25 stay whole. ... Ellipses too!!! Right?!')).toEqual([
      'Numbers 3.5 and 10.25 stay whole.',
      'Ellipses too!!!',
      'Right?!',
    ]);
  });

  it('drops pieces with no words and collapses whitespace', () => {
    expect(splitSentences('  One   two.\n\n...\n  --  \nThree.')).toEqual(['One two.', 'Three.']);
  });

  it('splits an over-long sentence at clause or word boundaries', () => {
    const long = Array.from({ length: 80 }, (_, i) => `clause number ${i}`).join(', ');
    const pieces = splitSentences(`${long}.`);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
    expect(pieces.join(' ')).toBe(`${long}.`);
    expect(splitSentences('x'.repeat(MAX_SENTENCE_CHARS * 2)).map((piece) => piece.length)).toEqual([
      MAX_SENTENCE_CHARS,
      MAX_SENTENCE_CHARS,
    ]);
  });
});
