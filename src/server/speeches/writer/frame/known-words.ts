import { piecesOf, speechContent } from '../content/load-content';

let known: Set<string> | null = null;

/**
 * Every word the writer's content uses (its pieces, cues, and words its examples, of a kind or a moment, use
 * more than once), lower-cased without apostrophes: the ordinary words of the language as people write about
 * what they face. A word right after "my sister" that is none of these is most likely a name, even typed in
 * lower case ("my sister lena"). A word in a single example may be that example's name ("we brought amara
 * home").
 */
export function knownWords(): ReadonlySet<string> {
  if (known) return known;
  const { shared, kinds, moments } = speechContent();
  const texts: string[] = [
    JSON.stringify(shared),
    ...Object.values(kinds).flatMap((content) => [
      ...piecesOf(content).map((piece) => piece.text),
      ...content.events.flatMap((event) => [event.text, ...event.cues]),
      ...content.good_news_cues,
    ]),
  ];
  const examples = [
    ...Object.values(kinds).flatMap((content) => content.examples),
    ...Object.values(moments).flat(),
  ];
  const inExamples = new Map<string, number>();
  for (const example of examples)
    for (const word of new Set(wordsOf(example))) inExamples.set(word, (inExamples.get(word) ?? 0) + 1);
  known = new Set([
    ...texts.flatMap(wordsOf),
    ...[...inExamples].filter(([, count]) => count > 1).map(([word]) => word),
  ]);
  return known;
}

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/**
 * The English people use about what they face: every word of the kinds' pieces and examples, and the
 * shorthand and fillers people type ("tmrw", "idk"). Unlike knownWords it leaves out the shared cues and
 * notices, which hold words of other languages ("lundi", "domani"). Written to the language detector's
 * list by scripts/write-english-vocabulary.ts.
 */
export function englishVocabulary(): ReadonlySet<string> {
  const { kinds, retelling } = speechContent();
  return new Set([
    ...Object.keys(retelling.shorthand),
    ...retelling.fillers,
    ...Object.values(kinds).flatMap((content) =>
      [...piecesOf(content).map((piece) => piece.text), ...content.examples].flatMap(wordsOf),
    ),
  ]);
}
