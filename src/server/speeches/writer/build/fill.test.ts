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

  it('makes the verb after the event agree with it: one exam is, exams are', () => {
    expect(filler('gcses start monday and i cant remember anything').fill('{event} is close.')).toBe(
      'Your exams are close.',
    );
    expect(filler('driving test on monday').fill('{event} is close.')).toBe('Your driving test is close.');
  });
});
