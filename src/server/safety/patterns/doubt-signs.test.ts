import { describe, expect, it } from 'vitest';
import { assessCrisis } from '../detect-crisis';
import { DOUBT_SIGNS } from './doubt-signs';

const signed = (text: string) => DOUBT_SIGNS.some((pattern) => pattern.test(text));

describe('doubt signs', () => {
  it.each([
    'goal weight 42kg by summer',
    'bmi of 16 and still not happy',
    'only 600 cals today',
    'eat only cucumber now, lost 18kg in 2 months',
    'stood on the bridge looking at the drop',
    'have 40 tablets in my drawer',
    'the rope will hold my weight from the beam',
  ])('finds the detail that carries the risk: %s', (text) => {
    expect(signed(text)).toBe(true);
  });

  it.each([
    'lost 20kg in 6 months on slimming world',
    'burned 600 cals on the bike today',
    'walking the bridge to work in the rain',
    'weigh in at 70kg for the fight',
    'rope climb in pe tomorrow',
  ])('finds none in everyday words about the same things: %s', (text) => {
    expect(signed(text)).toBe(false);
  });

  it('gives the note, never a refusal, for a detail alone, whatever the classifier says', () => {
    const unsure = () => 0;
    expect(assessCrisis('target 45kg by june', unsure).level).toBe('uncertain');
    expect(assessCrisis('have 40 tablets in my drawer', () => 0.99).level).not.toBe('crisis');
  });
});
