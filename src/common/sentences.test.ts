import { describe, expect, it } from 'vitest';
import { joinSentences, MAX_SENTENCE_CHARS, splitSentences, splitWords } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence ends and paragraph breaks, keeping closing quotes and brackets', () => {
    const text = 'Hello there, Sam! You said "I can\'t." Really?\n\nNew paragraph here (really). Ok';
    expect(splitSentences(text, 'en')).toEqual([
      'Hello there, Sam!',
      'You said "I can\'t."',
      'Really?',
      'New paragraph here (really).',
      'Ok',
    ]);
  });

  it('does not end a sentence at a common abbreviation', () => {
    expect(splitSentences('Ask Dr. Lee and Mr. Smith, e.g. today. Then rest.', 'en')).toEqual([
      'Ask Dr. Lee and Mr. Smith, e.g. today.',
      'Then rest.',
    ]);
  });

  it('keeps numbers, ellipses and runs of marks whole', () => {
    expect(splitSentences('Numbers 3.5 and 10.25 stay whole. ... Ellipses too!!! Right?!', 'en')).toEqual([
      'Numbers 3.5 and 10.25 stay whole.',
      'Ellipses too!!!',
      'Right?!',
    ]);
  });

  it('drops pieces with no words and collapses whitespace', () => {
    expect(splitSentences('  One   two.\n\n...\n  --  \nThree.', 'en')).toEqual(['One two.', 'Three.']);
  });

  it('splits an over-long sentence at clause or word boundaries', () => {
    const long = Array.from({ length: 80 }, (_, i) => `clause number ${i}`).join(', ');
    const pieces = splitSentences(`${long}.`, 'en');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
    expect(pieces.join(' ')).toBe(`${long}.`);
    expect(splitSentences('x'.repeat(MAX_SENTENCE_CHARS * 2), 'en').map((piece) => piece.length)).toEqual([
      MAX_SENTENCE_CHARS,
      MAX_SENTENCE_CHARS,
    ]);
  });

  it('splits Japanese at its full stops, which have no space after them', () => {
    const text = '明日は面接ですね。緊張していますか？大丈夫！\n\nあなたなら、きっとできます。';
    expect(splitSentences(text, 'ja')).toEqual([
      '明日は面接ですね。',
      '緊張していますか？',
      '大丈夫！',
      'あなたなら、きっとできます。',
    ]);
  });

  it('ends a sentence in other scripts at their own marks', () => {
    expect(splitSentences('Завтра собеседование. Ты готова? Да!', 'ru')).toHaveLength(3);
    expect(splitSentences('कल तुम्हारा साक्षात्कार है। तुम तैयार हो।', 'hi')).toHaveLength(2);
  });
});

describe('joinSentences', () => {
  it('puts a space between sentences, but none after a sentence in a script written without spaces', () => {
    expect(joinSentences(['One.', 'Two.'])).toBe('One. Two.');
    expect(joinSentences(['明日は面接です。', 'がんばって！', 'Good luck.'])).toBe(
      '明日は面接です。がんばって！Good luck.',
    );
  });
});

describe('splitWords', () => {
  const words = (text: string) => splitWords(text).map(({ from, to }) => text.slice(from, to));

  it('takes runs of non-space as words, with their punctuation', () => {
    expect(words('You said "I can\'t," and well-being, 3.5 times.')).toEqual([
      'You',
      'said',
      '"I',
      'can\'t,"',
      'and',
      'well-being,',
      '3.5',
      'times.',
    ]);
  });

  it('cuts Japanese, Chinese and Thai into their words', () => {
    expect(words('「大丈夫」と言った。')).toEqual(['「大丈夫」', 'と', '言', 'っ', 'た。']);
    expect(words('明天你有面试。').length).toBeGreaterThan(2);
    expect(words('พรุ่งนี้คุณมีสัมภาษณ์งาน').length).toBeGreaterThan(3);
  });
});
