import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('reads the languages people write in', () => {
    expect(detectLanguage("je veux mourir, je n'en peux plus")).toBe('fr');
    expect(detectLanguage('je dois passer un entretien lundi')).toBe('fr');
    expect(detectLanguage('mañana tengo un examen y estoy nerviosa')).toBe('es');
    expect(detectLanguage('ich will nicht mehr leben')).toBe('de');
    expect(detectLanguage('não aguento mais, quero morrer')).toBe('pt');
    expect(detectLanguage('Ho un colloquio domani e sono agitata')).toBe('it');
  });

  it('takes short, slangy English as English', () => {
    for (const text of [
      'exam tmrw cant sleep',
      "my mum's funeral is friday",
      'kms lol jk but not really',
      'Big pitch to the board on Tuesday, I have the numbers',
    ])
      expect(detectLanguage(text), text).toBe('en');
  });
});
