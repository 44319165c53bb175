import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/server/language/detect-language';
import { loadSet, SETS } from './eval-report';
import { CORPUS_FILES, loadCorpus } from './frame-accuracy';

// The language of every situation the evaluation sets and the frame corpus hold, as people typed them: terse
// English read as German or Dutch would be answered without its details, and Dutch or Polish read as English
// would be said back in an English sentence.
describe('the language people wrote in', () => {
  const cases = SETS.flatMap((set) => loadSet(set));
  const corpus = CORPUS_FILES.flatMap((name) => loadCorpus(name));

  it('reads every English situation as English', () => {
    const english = [
      ...cases.filter((item) => item.language === 'en').map((item) => item.context),
      ...corpus.map((item) => item.text),
    ];
    expect(english.length).toBeGreaterThan(800);
    expect(english.filter((text) => detectLanguage(text) !== 'en')).toEqual([]);
  });

  it('reads every situation in another language as that language', () => {
    const others = cases.filter((item) => item.language !== 'en');
    expect(new Set(others.map((item) => item.language)).size).toBeGreaterThanOrEqual(6);
    expect(others.map((item) => [item.id, detectLanguage(item.context)])).toEqual(
      others.map((item) => [item.id, item.language]),
    );
  });
});
