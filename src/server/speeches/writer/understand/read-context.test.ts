import { describe, expect, it } from 'vitest';
import { readContext } from './read-context';

const told = (context: string) => {
  const reading = readContext(context).told;
  return reading ? ('clause' in reading ? reading.clause : reading.about) : null;
};

describe('readContext', () => {
  it.each([
    [
      "New mum with a six-week-old baby, exhausted and feeling like I'm failing at everything",
      'being a new mum with a six-week-old baby',
    ],
    ['Second round of IVF starts next week after the first one failed', 'your second round of IVF'],
    [
      'Caring for my mum with dementia while working full time. I snapped at her today',
      'caring for your mum with dementia while working full time',
    ],
    ['Day 12 without a cigarette and the cravings are awful', 'day 12 without a cigarette'],
    [
      'stuck at the same weight on the bench press for months',
      'being stuck at the same weight on the bench press',
    ],
    ["Hard week after my dad's funeral", "this hard week after your dad's funeral"],
    ['I lost my father in September', 'losing your father'],
    [
      'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
      'your job interview at a bank',
    ],
    [
      'im a nurse starting night shifts next week and im worried i wont cope',
      'being a nurse starting night shifts',
    ],
  ])('names the situation in the person’s words, said to them: %s', (context, situation) => {
    expect(readContext(context).situation).toBe(situation);
  });

  it('says the whole account back in the second person, apostrophes mended', () => {
    expect(told('im a nurse starting night shifts next week and im worried i wont cope')).toBe(
      "you're a nurse starting night shifts next week and you're worried you won't cope",
    );
    expect(told("my best friend and I haven't spoken in two years and I want to reach out")).toBe(
      "your best friend and you haven't spoken in two years and you want to reach out",
    );
    expect(told('neighbour keeps parking across my drive and gets shirty when i ask him to move')).toBe(
      'the neighbour keeps parking across your drive and gets shirty when you ask him to move',
    );
  });

  it('finds the worry they named, as a clause to follow "You said"', () => {
    expect(
      readContext('I have a job interview on Monday and I freeze when they ask about weaknesses').worry,
    ).toBe('you freeze when they ask about weaknesses');
    expect(readContext("New mum, exhausted and feeling like I'm failing at everything").worry).toBe(
      "you feel like you're failing at everything",
    );
    expect(readContext('Caring for my mum with dementia. I snapped at her today').worry).toBe(
      'you snapped at her today',
    );
    expect(readContext('Running my first 10k on Sunday, so excited').worry).toBeNull();
  });

  it('keeps times ahead and leaves the past out of them', () => {
    expect(readContext('Second round of IVF starts next week').time).toBe('next week');
    expect(readContext('I lost my father in September').time).toBeNull();
  });

  it('never gives a noun phrase that ends wanting a word, or one that is not a noun phrase', () => {
    for (const context of [
      "Hard week after my dad's funeral",
      'she finished with me after 4 years',
      'overdraft maxed, £14 in my account',
    ]) {
      const { situation } = readContext(context);
      if (situation) expect(situation, context).not.toMatch(/\b(your|the|a|an|of|to)$|\byour (she|he|£)/);
    }
  });
});
