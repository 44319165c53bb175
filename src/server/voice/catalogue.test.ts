import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';

describe('catalogue', () => {
  it("names the premium engines' voices as theirs: Rachel, warm and nurturing", () => {
    for (const engine of ['elevenlabs', 'openai'] as const) {
      expect(catalogue(engine)[0]).toMatchObject({
        name: 'Rachel',
        description: 'Warm and nurturing',
        accent: 'Premium',
      });
    }
  });

  it('describes the built-in voices as what they are, on the same ids', () => {
    const local = catalogue('local');
    expect(local.map((voice) => `${voice.name} — ${voice.description}`)).toEqual([
      'Built-in voice 1 — higher, brighter',
      'Built-in voice 2 — middle pitch, crisp',
      'Built-in voice 3 — highest, lightest',
      'Built-in voice 4 — soft, even',
      'Built-in voice 5 — deepest, strongest',
      'Built-in voice 6 — low, steady',
    ]);
    expect(local.map((voice) => voice.id)).toEqual(catalogue('elevenlabs').map((voice) => voice.id));
  });
});
