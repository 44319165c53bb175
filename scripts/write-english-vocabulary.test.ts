import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishVocabulary } from '../src/server/speeches/writer/frame/known-words';
import { serialiseVocabulary, VOCABULARY_PATH } from './write-english-vocabulary';

describe('the English the language detector knows', () => {
  it('is the content’s (run scripts/write-english-vocabulary.ts after editing it)', () => {
    expect(readFileSync(VOCABULARY_PATH, 'utf8')).toBe(serialiseVocabulary(englishVocabulary()));
  }, 60_000);
});
