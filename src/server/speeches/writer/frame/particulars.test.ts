import { describe, expect, it } from 'vitest';
import { speechContent } from '../content/load-content';
import { knownWords } from './known-words';
import { bareForComparing, listOf, readParticulars } from './particulars';

const lexicon = (named: string[] = []) => ({
  places: speechContent().places,
  known: knownWords(),
  named: new Set(named),
  shorthand: speechContent().retelling.shorthand,
});
const read = (text: string, named: string[] = []) =>
  readParticulars(text, speechContent().shared.particulars, lexicon(named)).map(
    (particular) => particular.say,
  );

describe('readParticulars', () => {
  it('reads what a person counted, as the speech says it', () => {
    expect(read('best man speech saturday for my brother dev. 140 guests. i have it written')).toEqual([
      '140 guests',
    ]);
    expect(read('small claims hearing vs my old landlord over my £1,800 deposit. i have the photos')).toEqual(
      ['the £1,800 deposit'],
    );
    expect(
      read('got made redundant today. 11 yrs at the company. 20 minute zoom call and that was it'),
    ).toEqual(['a 20 minute zoom call']);
    // Rounds that each last two minutes are no "a 2 minute rounds".
    expect(read('first amateur boxing fight saturday, 3 x 2 minute rounds')).toEqual([]);
    expect(read('asking for a raise monday, i brought in 3 new clients this quarter')).toEqual([
      '3 new clients',
    ]);
    expect(read('paid off my last student loan today. $42,600.')).toEqual(['$42,600']);
  });

  it('reads places typed in lower case, names given a capital and which attempt it is', () => {
    expect(readParticulars('flat in leeds', speechContent().shared.particulars, lexicon())).toEqual([
      { say: 'Leeds', place: true, done: false },
    ]);
    expect(read('running my first marathon sunday in berlin. trained 18 weeks')).toEqual(['Berlin']);
    expect(read('driving test 2moro, 3rd attempt!! failed on roundabouts both times')).toEqual([
      'the third attempt',
    ]);
    expect(read('Interview at Deloitte on Monday with Sarah from HR', ['sarah'])).toEqual(['Deloitte']);
    expect(read('GOT INTO MEDICINE AT EDINBURGH. mum cried')).toEqual(['Edinburgh']);
  });

  it('reads no times, dates, ages, spans, shares alone or counts of nothing', () => {
    expect(read('interview tmrw at 9am, panel of 3')).toEqual([]);
    expect(read('im 52 and started lessons 3 yrs ago. day 3 no cigarettes, smoked 20 a day')).toEqual([]);
    expect(read('surgery on the 14th, and the 3rd of june is the follow up')).toEqual([]);
    expect(read('we had to let the last 5 go myself')).toEqual([]);
    expect(read('numbers are bad, we were 20% under target')).toEqual([]);
    expect(read('she is 4 years younger than me and we were together 6 years')).toEqual([]);
    expect(read('Monday I told Mum and Dad. OK so I am DONE')).toEqual([]);
    expect(read('too old to be sat in lectures with 19 year olds, and a 6 year old at home')).toEqual([]);
  });

  it('tells what they did from what they face, and reads no one counted or named as a particular', () => {
    const full = (text: string) => readParticulars(text, speechContent().shared.particulars, lexicon());
    expect(full('exam friday, i did 3 practice essays this week')).toEqual([
      { say: '3 practice essays', place: false, done: true },
    ]);
    expect(full('exam friday with 3 essay questions, never finished 2 practice papers')).toEqual([
      { say: '3 essay questions', place: false, done: false },
      { say: '2 practice papers', place: false, done: false },
    ]);
    expect(read('evicted by the 30th with 3 kids and 2 dogs')).toEqual([]);
    expect(read("Today we adopt Malik's brother, and Priya is coming too")).toEqual([]);
  });

  it('holds up at most three, in the order they were said', () => {
    expect(
      read('london to paris next week, 300 miles over 4 days, raised £3,450 for the charity in bristol'),
    ).toEqual(['London', 'Paris', '300 miles']);
  });
});

describe('listOf', () => {
  it('lists one, two or three as a sentence says them', () => {
    expect(listOf(['Berlin'])).toBe('Berlin');
    expect(listOf(['Berlin', '140 guests'])).toBe('Berlin and 140 guests');
    expect(listOf(['London', 'Paris', '300 miles'])).toBe('London, Paris and 300 miles');
  });
});

describe('bareForComparing', () => {
  it('compares a particular however the speech writes it', () => {
    expect(bareForComparing('the third round')).toBe(bareForComparing('3rd round'));
    expect(bareForComparing('The 3rd round of IVF')).toContain(bareForComparing('the third round'));
    expect(bareForComparing('$31,400 cleared')).toContain(bareForComparing('the $31,400'));
  });
});
