import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../common/sentences';
import { segmentParagraphs } from './sentences';

describe('segmentParagraphs', () => {
  const paragraphs = ['You are ready. Take a breath!', 'Then   begin.\nGo.'];
  const sentences = splitSentences(paragraphs.join('\n\n'), 'en').map((text, index) => ({ index, text }));

  it('lays each sentence over its paragraph, in order', () => {
    expect(segmentParagraphs(paragraphs, sentences)).toEqual([
      [
        { text: 'You are ready.', sentence: 0 },
        { text: ' ', sentence: null },
        { text: 'Take a breath!', sentence: 1 },
      ],
      [
        { text: 'Then begin.', sentence: 2 },
        { text: ' ', sentence: null },
        { text: 'Go.', sentence: 3 },
      ],
    ]);
  });

  it('skips a sentence it cannot find without losing the rest', () => {
    const odd = [sentences[0], { index: 9, text: 'Not in the text.' }, ...sentences.slice(1)].filter(
      (s): s is { index: number; text: string } => s !== undefined,
    );
    const segments = segmentParagraphs(paragraphs, odd).flat();
    expect(segments.filter((s) => s.sentence !== null).map((s) => s.sentence)).toEqual([0, 1, 2, 3]);
  });

  it('keeps text no sentence covers', () => {
    expect(segmentParagraphs(['Hello. — World.'], [{ index: 0, text: 'World.' }])).toEqual([
      [
        { text: 'Hello. — ', sentence: null },
        { text: 'World.', sentence: 0 },
      ],
    ]);
  });
});
