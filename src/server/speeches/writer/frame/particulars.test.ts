import { describe, expect, it } from 'vitest';
import { speechContent } from '../content/load-content';
import { bareForComparing, listOf, readDone } from './particulars';

const read = (text: string) =>
  readDone(text, speechContent().shared.particulars, speechContent().retelling.shorthand);

describe('readDone', () => {
  it('reads what a person counted that they did, as the speech says it', () => {
    expect(read('exam friday, i did 3 practice essays this week')).toEqual(['3 practice essays']);
    expect(read('asking for a raise monday, i brought in 3 new clients this quarter')).toEqual([
      '3 new clients',
    ]);
    expect(read('cleared $42,600 of student loans today')).toEqual(['$42,600']);
    expect(read('passed on the 2nd attempt!!')).toEqual(['the second attempt']);
    expect(read('finished the 3rd draft last night')).toEqual(['the third draft']);
  });

  it('reads nothing they face or were denied, nor times, ages, spans, people or shares', () => {
    expect(read('best man speech saturday for my brother dev. 140 guests. i have it written')).toEqual([]);
    expect(read('exam friday with 3 essay questions, never finished 2 practice papers')).toEqual([]);
    // Rounds that each last two minutes are no "a 2 minute rounds".
    expect(read('first amateur boxing fight saturday, trained for 3 x 2 minute rounds')).toEqual([]);
    expect(read('trained 18 weeks, ran 20 miles at 52')).toEqual(['20 miles']);
    expect(read('raised 3 kids and 2 dogs on my own')).toEqual([]);
    expect(read('hit 20% over target')).toEqual([]);
  });

  it('holds up at most three, in the order they were said', () => {
    expect(read('wrote 4 essays, did 6 mocks, sat 2 papers, read 9 books and revised 12 topics')).toEqual([
      '4 essays',
      '6 mocks',
      '9 books',
    ]);
  });
});

describe('listOf', () => {
  it('lists one, two or three as a sentence says them', () => {
    expect(listOf(['4 essays'])).toBe('4 essays');
    expect(listOf(['4 essays', '6 mocks'])).toBe('4 essays and 6 mocks');
    expect(listOf(['4 essays', '6 mocks', '9 books'])).toBe('4 essays, 6 mocks and 9 books');
  });
});

describe('bareForComparing', () => {
  it('compares a particular however the speech writes it', () => {
    expect(bareForComparing('the third round')).toBe(bareForComparing('3rd round'));
    expect(bareForComparing('The 3rd round of IVF')).toContain(bareForComparing('the third round'));
    expect(bareForComparing('$31,400 cleared')).toContain(bareForComparing('the $31,400'));
  });
});
