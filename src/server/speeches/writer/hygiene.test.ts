import { describe, expect, it } from 'vitest';
import { findLeaks, lowerFirst, startsWithVowelSound, tidySentence } from './hygiene';

describe('tidySentence', () => {
  it('agrees a/an with the word that follows after slot filling', () => {
    expect(tidySentence('You have a interview on Monday.')).toBe('You have an interview on Monday.');
    expect(tidySentence('This is an presentation.')).toBe('This is a presentation.');
    expect(tidySentence('It takes an hour and a university degree.')).toBe(
      'It takes an hour and a university degree.',
    );
    expect(tidySentence('A MBA is a one-off.')).toBe('An MBA is a one-off.');
  });

  it('removes doubled words and stray spaces, capitalises and ends the sentence', () => {
    expect(tidySentence('  your   interview  is the the big one ')).toBe('Your interview is the big one.');
    expect(tidySentence('“quoted start” stays tidy')).toBe('“Quoted start” stays tidy.');
    expect(tidySentence('Well ,  done !')).toBe('Well, done!');
  });
});

describe('startsWithVowelSound', () => {
  it.each([
    ['apple', true],
    ['hour', true],
    ['honest', true],
    ['university', false],
    ['one', false],
    ['European', false],
    ['umbrella', true],
    ['MBA', true],
    ['NHS', true],
    ['BBC', false],
    ['8am', true],
    ['5k', false],
  ])('%s → %s', (word, expected) => {
    expect(startsWithVowelSound(word)).toBe(expected);
  });
});

describe('lowerFirst', () => {
  it('keeps "I" and names capitalised', () => {
    expect(lowerFirst('You are ready.')).toBe('you are ready.');
    expect(lowerFirst("I'm proud of you.")).toBe("I'm proud of you.");
    expect(lowerFirst('Sam is ready.', ['Sam'])).toBe('Sam is ready.');
  });
});

describe('findLeaks', () => {
  it('finds every kind of template leak', () => {
    const problems = (text: string) => findLeaks(text).map((leak) => leak.problem);
    expect(problems('Go to {key} now.')).toEqual(['brace']);
    expect(problems('Your undefined is ready.')).toEqual(['undefined or null']);
    expect(problems('Two  spaces.')).toEqual(['double space']);
    expect(problems('It is the the end.')).toEqual(['doubled word']);
    expect(problems('It is a apple.')).toEqual(["'a' before a vowel sound"]);
    expect(problems('It is an pear.')).toEqual(["'an' before a consonant sound"]);
    expect(problems('One. two.')).toEqual(['lower-case sentence start']);
    expect(problems('All clean. “Quoted.” Fine!\n\nNew paragraph here.')).toEqual([]);
  });
});
