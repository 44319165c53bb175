import { describe, expect, it } from 'vitest';
import { SAMPLE_SPEECH } from '../../../tests/doubles/openai-compatible-llm';
import { speechLanguage } from './speech-language';

describe('speechLanguage', () => {
  it('reads the language a speech is written in, whatever its script', () => {
    expect(speechLanguage(SAMPLE_SPEECH)).toBe('en');
    expect(speechLanguage('Demain, tu passes ton entretien. Tu es prête, et tu le sais.')).toBe('fr');
    expect(speechLanguage('Morgen is je sollicitatiegesprek. Je bent er klaar voor, en dat weet je.')).toBe(
      'nl',
    );
    expect(speechLanguage('明日は面接ですね。緊張していますか？大丈夫、あなたならできます。')).toBe('ja');
    expect(speechLanguage('明天你有面试。别紧张，你一定能做到。')).toBe('zh');
    expect(speechLanguage('Завтра у тебя собеседование. Ты справишься.')).toBe('ru');
    expect(speechLanguage('내일 면접이 있어요. 잘 할 거예요.')).toBe('ko');
  });

  it('takes English names in another script as that script’s language, and text without letters as English', () => {
    expect(speechLanguage('Sam, 明日は面接ですね。緊張していますか？')).toBe('ja');
    expect(speechLanguage('123 456')).toBe('en');
  });
});
