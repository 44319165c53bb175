import { describe, expect, it } from 'vitest';
import { loadSpeechDraft, saveSpeechDraft } from './speech-draft';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the speech form draft', () => {
  it('gives back what was saved', () => {
    const storage = memory();
    const draft = {
      forWhom: 'someone',
      forName: 'Maya',
      context: 'My exam on Friday',
      tone: 'gentle',
      voiceStyle: 'soothing',
      duration: 'long',
      goal: '12',
    } as const;
    saveSpeechDraft(draft, storage);
    expect(loadSpeechDraft(storage)).toEqual(draft);
  });

  it("starts from the form's defaults when there is none, and drops anything unexpected", () => {
    expect(loadSpeechDraft(memory())).toEqual({
      forWhom: 'me',
      forName: '',
      context: '',
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration: 'medium',
      goal: '',
    });
    const tampered = memory();
    tampered.setItem(
      'uplift:speech-draft',
      JSON.stringify({
        forWhom: 'everyone',
        forName: 'M'.repeat(500),
        context: 7,
        tone: 'furious',
        duration: 'forever',
        goal: '1; drop',
      }),
    );
    expect(loadSpeechDraft(tampered)).toEqual({
      forWhom: 'me',
      forName: 'M'.repeat(50),
      context: '',
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration: 'medium',
      goal: '',
    });
    const broken = memory();
    broken.setItem('uplift:speech-draft', '{not json');
    expect(loadSpeechDraft(broken).tone).toBe('encouraging');
  });
});
