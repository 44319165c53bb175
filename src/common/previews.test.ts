import { describe, expect, it } from 'vitest';
import { favouritePreview, previewText, recentPreview, wordPreview } from './previews';

const text = (length: number) => 'x'.repeat(length);

describe('favouritePreview', () => {
  it('keeps text of up to 50 characters whole', () => {
    expect(favouritePreview(text(49))).toBe(text(49));
    expect(favouritePreview(text(50))).toBe(text(50));
  });

  it('cuts longer text to 47 characters plus an ellipsis', () => {
    expect(favouritePreview(text(51))).toBe(`${text(47)}...`);
    expect(favouritePreview(text(51))).toHaveLength(50);
    expect(favouritePreview(text(500))).toBe(`${text(47)}...`);
  });

  it('trims whitespace left at the cut', () => {
    const input = `${text(45)}  and then some more words`;
    expect(favouritePreview(input)).toBe(`${text(45)}...`);
  });
});

describe('recentPreview', () => {
  it('keeps text of up to 30 characters whole', () => {
    expect(recentPreview(text(29))).toBe(text(29));
    expect(recentPreview(text(30))).toBe(text(30));
  });

  it('cuts longer text to 27 characters plus an ellipsis', () => {
    expect(recentPreview(text(31))).toBe(`${text(27)}...`);
    expect(recentPreview('I have a job interview on Monday at ten')).toBe('I have a job interview on M...');
  });

  it('trims whitespace left at the cut', () => {
    expect(recentPreview(`${text(26)} ${text(10)}`)).toBe(`${text(26)}...`);
  });
});

describe('previewText', () => {
  it('leaves empty and short text alone', () => {
    expect(previewText('', 10)).toBe('');
    expect(previewText('  padded  ', 10)).toBe('  padded  ');
  });
});

describe('wordPreview', () => {
  const sentence = 'You have prepared for this moment longer than anyone knows, and tomorrow you walk in.';

  it('keeps text that fits whole, with its whitespace made plain', () => {
    expect(wordPreview('Short and\n\nsweet ', 40)).toBe('Short and sweet');
  });

  it('ends on a whole word with an ellipsis, never longer than asked', () => {
    for (let length = 10; length < sentence.length; length += 1) {
      const preview = wordPreview(sentence, length);
      expect(preview.length, preview).toBeLessThanOrEqual(length);
      expect(preview.endsWith('...'), preview).toBe(true);
      const kept = preview.slice(0, -3);
      expect(sentence.startsWith(kept), preview).toBe(true);
      expect(sentence[kept.length], preview).toMatch(/[\s,]/);
    }
    expect(wordPreview(sentence, 30)).toBe('You have prepared for this...');
  });

  it('leaves no punctuation dangling before the ellipsis', () => {
    expect(wordPreview(sentence, 62)).toBe('You have prepared for this moment longer than anyone knows...');
  });

  it('cuts a single word too long to fit', () => {
    expect(wordPreview('Supercalifragilisticexpialidocious', 12)).toBe('Supercali...');
  });
});
