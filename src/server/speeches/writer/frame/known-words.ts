import { piecesOf, speechContent } from '../content/load-content';

let known: Set<string> | null = null;

/**
 * Every word the writer's content uses (its pieces, examples and cues), lower-cased without apostrophes: the
 * ordinary words of the language as people write about what they face. A word right after "my sister" that
 * is none of these is most likely a name, even typed in lower case ("my sister lena").
 */
export function knownWords(): ReadonlySet<string> {
  if (known) return known;
  const { shared, kinds, moments } = speechContent();
  const texts: string[] = [
    JSON.stringify(shared),
    ...Object.values(moments).flat(),
    ...Object.values(kinds).flatMap((content) => [
      ...content.examples,
      ...piecesOf(content).map((piece) => piece.text),
      ...content.events.flatMap((event) => [event.text, ...event.cues]),
      ...content.good_news_cues,
    ]),
  ];
  known = new Set(
    texts.flatMap((text) =>
      text
        .toLowerCase()
        .replace(/['’]/g, '')
        .split(/[^\p{L}]+/u)
        .filter(Boolean),
    ),
  );
  return known;
}
