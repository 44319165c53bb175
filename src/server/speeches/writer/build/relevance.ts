import { speechContent } from '../content/load-content';
import { contentWords } from '../frame/classify';

// How much a piece of content is about what this person wrote: the cosine of their words and the piece's,
// each word weighted by how rare it is across all the content (so "knee" or "sponsor" counts, "time" barely).
// Among pieces that all fit the frame, the ones that speak to their words come first.

type Vector = Map<string, number>;

let rarity: Map<string, number> | null = null;

/** Inverse document frequency of each word over every paragraph the content holds. */
function weights(): Map<string, number> {
  if (rarity) return rarity;
  const documents: string[] = [];
  for (const kind of Object.values(speechContent().kinds)) {
    for (const piece of [...kind.see, ...kind.feel]) documents.push(piece.text);
    for (const idea of kind.ideas)
      for (const piece of [...idea.turn, ...idea.close]) documents.push(piece.text);
    for (const step of kind.steps) documents.push(`${step.core} ${step.how} ${step.cues.join(' ')}`);
  }
  const seenIn = new Map<string, number>();
  for (const text of documents)
    for (const word of new Set(contentWords(text))) seenIn.set(word, (seenIn.get(word) ?? 0) + 1);
  rarity = new Map([...seenIn].map(([word, count]) => [word, Math.log((documents.length + 1) / count)]));
  return rarity;
}

function vectorOf(text: string): Vector {
  const idf = weights();
  const vector: Vector = new Map();
  // Words the content never uses say nothing about which piece fits; they are left out.
  for (const word of new Set(contentWords(text))) {
    const weight = idf.get(word);
    if (weight) vector.set(word, weight);
  }
  return vector;
}

/** The content's own paragraphs, read once (a person's words are never kept). */
const contentVectors = new Map<string, Vector>();

function contentVector(text: string): Vector {
  let vector = contentVectors.get(text);
  if (!vector) {
    vector = vectorOf(text);
    contentVectors.set(text, vector);
  }
  return vector;
}

const norm = (vector: Vector) =>
  Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0));

/** For one person's words: 0 (nothing in common) to 1, how much a piece's words are theirs. */
export function relevanceTo(personText: string): (pieceText: string) => number {
  const person = vectorOf(personText);
  const personNorm = norm(person);
  return (pieceText) => {
    const piece = contentVector(pieceText);
    let dot = 0;
    for (const [word, weight] of person) dot += weight * (piece.get(word) ?? 0);
    const size = personNorm * norm(piece);
    return size === 0 ? 0 : dot / size;
  };
}
