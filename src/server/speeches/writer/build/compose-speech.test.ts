import { describe, expect, it } from 'vitest';
import { DURATION_OPTIONS } from '../../../../common/durations';
import { countWords, splitSentences } from '../quality';
import { EMPTY_PROFILE, type WriteRequest } from '../types';
import { composeSpeech } from './compose-speech';

const write = (context: string, overrides: Partial<WriteRequest> = {}) =>
  composeSpeech(
    {
      context,
      tone: 'confident',
      voiceStyle: 'warm',
      duration: 'short',
      firstName: 'Sam',
      seed: 3,
      ...overrides,
    },
    EMPTY_PROFILE,
  );

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('the opening holds up the particulars a person gave', () => {
  it('names what they counted and where, in the opening paragraph', () => {
    for (const seed of SEEDS) {
      const [opening = ''] = write('best man speech saturday for my brother dev. 140 guests, in york', {
        seed,
        duration: 'medium',
      }).paragraphs;
      expect(opening, `seed ${seed}`).toContain('140 guests');
    }
    for (const seed of SEEDS)
      expect(
        write('running my first marathon sunday in berlin', { seed, duration: 'medium' }).paragraphs[0],
      ).toContain('Berlin');
  });

  it('never says a particular twice in the opening, nor one at all when there are none', () => {
    for (const seed of SEEDS) {
      const [opening = ''] = write('paid off my last student loan today. $42,600', { seed }).paragraphs;
      expect(opening.split('42,600').length - 1, `seed ${seed}: ${opening}`).toBeLessThanOrEqual(1);
      expect(write('exam tmrw cant sleep', { seed }).paragraphs[0]).not.toMatch(/comes with it|included/);
    }
  });

  it('leaves the sentence out rather than run past the length asked for', () => {
    const context =
      'small claims hearing thursday vs my old landlord over my £1,800 deposit. i have all the photos and emails';
    for (const seed of SEEDS) {
      const { words, text } = write(context, { seed, tone: 'gentle' });
      expect(words, `seed ${seed}`).toBeLessThanOrEqual(DURATION_OPTIONS.short.maxWords);
      expect(countWords(text)).toBe(words);
    }
  });

  it('holds up a place only where something happens there, not where someone lives', () => {
    for (const seed of SEEDS) {
      const { text } = write('my mum has dementia and my brother in canada just gives advice', {
        seed,
        duration: 'medium',
      });
      expect(text, `seed ${seed}`).not.toContain('Canada');
    }
  });

  it('is one sentence, so that no two speeches share it', () => {
    const opening =
      write('140 guests at the wedding on saturday and I am giving the speech').paragraphs[0] ?? '';
    expect(splitSentences(opening).filter((sentence) => sentence.includes('140 guests'))).toHaveLength(1);
  });
});
