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

  it('reads languages beyond the five the writer has word lists for, in any script', () => {
    const written: [string, string][] = [
      ['morgen heb ik mijn rijexamen en ik ben zo zenuwachtig', 'nl'],
      ['jutro mam rozmowę o pracę i bardzo się stresuję', 'pl'],
      ['imorgon har jag en anställningsintervju och jag är så nervös', 'sv'],
      ['min hund døde i går og jeg savner ham så meget', 'da'],
      ['zítra mám pohovor a strašně se bojím', 'cs'],
      ['yarın iş görüşmem var ve çok gerginim', 'tr'],
      ['besok aku ada wawancara kerja dan aku gugup sekali', 'id'],
      ['Завтра у меня собеседование, и я очень волнуюсь', 'ru'],
      ['明日は面接です。とても緊張しています。', 'ja'],
    ];
    for (const [text, language] of written) expect(detectLanguage(text), text).toBe(language);
  });

  it('takes short, slangy English as English', () => {
    for (const text of [
      'exam tmrw cant sleep',
      "my mum's funeral is friday",
      'kms lol jk but not really',
      'Big pitch to the board on Tuesday, I have the numbers',
      // Names and slang the detector alone reads as German.
      'gonna see Jürgen and Annika at the Kneipe bc it is his birthday and idk what to say',
      // Terse notes without a little word, which the detector alone reads as German, Hungarian or Dutch.
      'exm in 2 hrs helpp',
      'gcse maths tomorrow',
      'op 2mrw nil by mouth',
      'cat pts tmrw',
      'kids w their mum xmas day',
    ])
      expect(detectLanguage(text), text).toBe('en');
  });
});
