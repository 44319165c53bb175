import { describe, expect, it } from 'vitest';
import { splitSentences as serverSplit } from '../../../server/voice/sentences';
import { segmentParagraphs, splitSentences } from './sentences';

const SAMPLES = [
  'You are ready. Take a breath! Is this the moment? Yes… it is.',
  'Dr. Smith said so, e.g. in the morning. Mr. Jones agreed, etc. Then we began.',
  '"Go on," she said. "You can." (And you did.) Next.',
  'First line\nSecond line without a stop\n\nA new paragraph. With two sentences.',
  `${'This is a long clause that keeps going, '.repeat(14)}and finally ends.`,
  'Numbers 3.5 and 10.25 stay whole. ... Ellipses too!!! Right?!',
];

describe('splitSentences', () => {
  it('splits as the server does, so device voices and the audio agree', () => {
    for (const text of SAMPLES) expect(splitSentences(text)).toEqual(serverSplit(text));
  });

  it('drops pieces without words and tidies whitespace', () => {
    expect(splitSentences('  Hello   there.  \n\n -- \n Bye. ')).toEqual(['Hello there.', 'Bye.']);
  });
});

describe('segmentParagraphs', () => {
  const paragraphs = ['You are ready. Take a breath!', 'Then   begin.\nGo.'];
  const sentences = serverSplit(paragraphs.join('\n\n')).map((text, index) => ({ index, text }));

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
