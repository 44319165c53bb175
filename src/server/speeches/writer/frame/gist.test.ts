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
});
