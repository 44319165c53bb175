import { describe, expect, it } from 'vitest';
import { buildFrame } from '../frame/frame';
import { createFiller } from './fill';

const filler = (context: string) =>
  createFiller(
    buildFrame({ context, tone: 'gentle', voiceStyle: 'warm', duration: 'short', firstName: 'Sam' }),
  );

describe('filling a speech from its frame', () => {
  it('names someone they named in full once, then by name', () => {
    const fill = filler('custody hearing friday about our son Noah, hes 6').fill;
    expect(fill('Think of {who}.')).toBe('Think of your son Noah.');
    expect(fill('{who} needs you calm.')).toBe('Noah needs you calm.');
    expect(filler('custody hearing friday about our son').fill('Think of {who}.')).toBe('Think of your son.');
  });

  it('speaks of whom it is about as he or she when the words say, in a detail too', () => {
    expect(
      filler('my dad died last tuesday').fill("{they} were proud of you, and {they}'re in {their} chair."),
    ).toBe("He was proud of you, and he's in his chair.");
    expect(filler('my friend died last week').fill('{they} were proud of you.')).toBe(
      'They were proud of you.',
    );
    // The grief content's detail: "the habits that still reach for {them}".
    expect(
      filler('my mum died in march and i keep picking up the phone to call her').fill(
        'There are {reaching}.',
      ),
    ).toBe('There are the habits that still reach for her.');
  });

  it('calls whom it is about by name past the opening, every other paragraph at most, four times at most', () => {
    const fill = filler('custody hearing friday about our son Noah, hes 6').fill;
    expect(fill('Think of {who}, and of {their} face.')).toBe('Think of your son Noah, and of his face.');
    expect(fill('{they} were brave, and {they} were kind.')).toBe('Noah was brave, and he was kind.');
    expect(fill('Hold {their} hand.')).toBe('Hold his hand.');
    expect(fill("{they}'d know, and {they}'re here for {theirs}.")).toBe(
      "He'd know, and he's here for Noah's.",
    );
    const later = Array.from({ length: 8 }, () => fill('{they} were here with {them}.'));
    expect(later.filter((said) => said === 'Noah was here with him.')).toHaveLength(2);
    expect(later.filter((said) => said === 'He was here with him.')).toHaveLength(6);
    // Someone unnamed stays he or she.
    expect(filler('custody hearing friday about our son').fill('{they} were brave.')).toBe('He was brave.');
  });

  it('makes the verb after the event agree with it: one exam is, exams are', () => {
    expect(filler('gcses start monday and i cant remember anything').fill('{event} is close.')).toBe(
      'Your exams are close.',
    );
    expect(filler('driving test on monday').fill('{event} is close.')).toBe('Your driving test is close.');
  });
});
