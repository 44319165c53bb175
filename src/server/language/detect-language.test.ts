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
    // Words English shares with them ("a", "me", "in", "on") do not make them English.
    expect(detectLanguage('quiero hablar a mi jefe y me da miedo')).toBe('es');
    expect(detectLanguage('on va me dire non, je le sais')).toBe('fr');
  });

  it('takes short, slangy English as English', () => {
    for (const text of [
      'exam tmrw cant sleep',
      "my mum's funeral is friday",
      'kms lol jk but not really',
      'Big pitch to the board on Tuesday, I have the numbers',
      // Names and slang the detector alone reads as German.
      'gonna see Jürgen and Annika at the Kneipe bc it is his birthday and idk what to say',
    ])
      expect(detectLanguage(text), text).toBe('en');
  });
});
