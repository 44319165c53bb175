import { beforeAll, describe, expect, it } from 'vitest';
import { avoidancePhrases, loadReader, readAvoidanceRequests } from './avoidance-phrases';

let read: (text: string) => string[];
beforeAll(async () => {
  const nlp = await loadReader();
  read = (text) => readAvoidanceRequests(nlp, text);
});

describe('avoidancePhrases', () => {
  it('finds nothing in empty or ordinary suggestions', async () => {
    expect(await avoidancePhrases(null)).toEqual([]);
    expect(await avoidancePhrases('')).toEqual([]);
    expect(await avoidancePhrases('Loved it, maybe a bit more about my team.')).toEqual([]);
    expect(read('Less repetition please. Less long.')).toEqual([]);
    expect(read('It was no more helpful than the last one.')).toEqual([]);
    expect(read('It helped me avoid panicking before the call.')).toEqual([]);
    expect(read("Please don't stop saying that, I love it.")).toEqual([]);
    expect(read('There was not enough of the stories.')).toEqual([]);
    expect(read('No more than five minutes please.')).toEqual([]);
  });

  it.each([
    ['stop saying "nerves" in every paragraph', ['nerves']],
    ['stop saying nerves in every paragraph', ['nerves']],
    ['never say nerves again', ['nerves']],
    ["Don't use the word 'champion' so much", ['champion']],
    ['dont use champion mindset in my speeches', ['champion mindset']],
    ['Less of the battle talk please.', ['battle talk']],
    ['No more sports metaphors', ['sports metaphors']],
    ['Enough with the clichés!', ['clichés']],
    ['Avoid "crush it"', ['crush it']],
    ['please avoid saying you got this', ['you got this']],
    ["Don't say rise and grind", ['rise and grind']],
    ['Dont say “hustle harder” because it feels fake', ['hustle harder']],
    ['do not say ‘no pain no gain’', ['no pain no gain']],
    ['Stop saying champion mindset, it is cheesy', ['champion mindset']],
    ['Never say failure is not an option!', ['failure is not an option']],
    ["avoid the phrase 'you've got this'", ["you've got this"]],
    ['Avoid the words believe in yourself', ['believe in yourself']],
    ['Don’t say you’ve got this ever again', ["you've got this"]],
    ['I wish you would stop using “beast mode” all the time', ['beast mode']],
    ['Could you avoid grind', ['grind']],
  ])('reads %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('reads every request in a comment: several in a sentence, lists of quoted phrases, lines and bullets', async () => {
    expect(read('Please stop saying “crush it” and “beast mode”, and never say nerves again.')).toEqual([
      'crush it',
      'beast mode',
      'nerves',
    ]);
    expect(read('Stop saying "nerves", "butterflies" or "jitters".')).toEqual([
      'nerves',
      'butterflies',
      'jitters',
    ]);
    const text =
      'Great speech!\n- avoid "crush it"\n* Don\'t say champion mindset; never say "beast mode". More stories.';
    expect(await avoidancePhrases(text)).toEqual(['crush it', 'champion mindset', 'beast mode']);
  });

  it('refuses phrases that would silence ordinary sentences', () => {
    expect(read("Don't say you")).toEqual([]);
    expect(read('Avoid "you are"')).toEqual([]);
    expect(read("Don't say 'it'")).toEqual([]);
    expect(read('Stop saying the word')).toEqual([]);
    expect(read('Avoid win')).toEqual([]);
    expect(read('Avoid clichés')).toEqual(['clichés']);
    expect(read('Avoid "one two three four five six seven"')).toEqual([]);
    expect(read(`Avoid "${'long'.repeat(20)}"`)).toEqual([]);
    expect(read('Avoid ""')).toEqual([]);
    expect(read('Avoid !!!')).toEqual([]);
  });
});
