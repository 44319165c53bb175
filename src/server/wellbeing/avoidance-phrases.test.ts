import { describe, expect, it } from 'vitest';
import { avoidancePhrases } from './avoidance-phrases';

describe('avoidancePhrases', () => {
  it('finds nothing in empty or ordinary suggestions', () => {
    expect(avoidancePhrases(null)).toEqual([]);
    expect(avoidancePhrases('')).toEqual([]);
    expect(avoidancePhrases('Loved it, maybe a bit more about my team.')).toEqual([]);
    expect(avoidancePhrases('Less repetition please. Less long.')).toEqual([]);
  });

  it.each([
    ['Avoid "crush it"', ['crush it']],
    ['please avoid saying you got this', ['you got this']],
    ["Don't say rise and grind", ['rise and grind']],
    ['Dont say “hustle harder” because it feels fake', ['hustle harder']],
    ['do not say ‘no pain no gain’', ['no pain no gain']],
    ['Stop saying champion mindset, it is cheesy', ['champion mindset']],
    ['Never say failure is not an option!', ['failure is not an option']],
    ['No more sports metaphors', ['sports metaphors']],
    ["avoid the phrase 'you've got this'", ["you've got this"]],
    ['Avoid the words believe in yourself', ['believe in yourself']],
    ['Don’t say you’ve got this', ["you've got this"]],
  ])('reads %j', (text, expected) => {
    expect(avoidancePhrases(text)).toEqual(expected);
  });

  it('reads one request per sentence, line or bullet', () => {
    const text =
      'Great speech!\n- avoid "crush it"\n* Don\'t say champion mindset; never say "beast mode". More stories.';
    expect(avoidancePhrases(text)).toEqual(['crush it', 'champion mindset', 'beast mode']);
  });

  it('refuses phrases that would silence ordinary sentences', () => {
    expect(avoidancePhrases("Don't say you")).toEqual([]);
    expect(avoidancePhrases('Avoid "you are"')).toEqual([]);
    expect(avoidancePhrases("Don't say 'it'")).toEqual([]);
    expect(avoidancePhrases('Avoid grind')).toEqual([]);
    expect(avoidancePhrases('Avoid clichés')).toEqual(['clichés']);
    expect(avoidancePhrases('Avoid "one two three four five six seven"')).toEqual([]);
    expect(avoidancePhrases(`Avoid "${'long'.repeat(20)}"`)).toEqual([]);
    expect(avoidancePhrases('Avoid ""')).toEqual([]);
    expect(avoidancePhrases('Avoid !!!')).toEqual([]);
  });
});
