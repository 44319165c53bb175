import { describe, expect, it } from 'vitest';
import { buildFrame } from './frame';
import { englishGist } from './gist';

describe('englishGist', () => {
  it('reads the longest listed phrase first, an elided word on its own, and keeps numbers and clause ends', () => {
    expect(englishGist("J'ai un entretien d'embauche demain, j'ai peur", 'fr')).toBe(
      'I have job interview tomorrow, I am scared',
    );
    expect(englishGist('mañana defiendo mi tesis doctoral, 5 años', 'es')).toMatch(
      /^tomorrow .*thesis, 5 years$/,
    );
  });

  it('lets the frame know the moment and who is involved in words the speech will not repeat', () => {
    const frame = buildFrame({
      context: 'ma fille rentre à la crèche lundi et j’ai peur',
      tone: 'gentle',
      voiceStyle: 'warm',
      duration: 'short',
    });
    expect(frame).toMatchObject({ language: 'fr', who: 'your daughter', when: 'on Monday' });
  });

  it('reads the situation and the moment in Dutch, Swedish and Turkish too', () => {
    const read = (context: string) =>
      buildFrame({ context, tone: 'gentle', voiceStyle: 'warm', duration: 'short' });
    const cases: [string, Record<string, string>][] = [
      [
        'morgen heb ik mijn rijexamen en ik ben zo zenuwachtig',
        { language: 'nl', kind: 'driving_test', moment: 'ahead' },
      ],
      [
        'min hund dog igår och jag saknar honom så mycket',
        { language: 'sv', kind: 'pet_loss', moment: 'over' },
      ],
      ['yarın iş görüşmem var ve çok gerginim', { language: 'tr', moment: 'ahead' }],
    ];
    for (const [context, reading] of cases) expect(read(context), context).toMatchObject(reading);
  });
});
